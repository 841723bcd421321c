// Spec: src/engine/specs/form-submission.md (validation messages). Ajv's refusals become one sentence per field:
// the field's own wording from its resource's catalogue, else one sentence per format, else the keyword's.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RJSFValidationError } from '@rjsf/utils';
import {
  errorPath,
  inFieldOrder,
  keywordPrecedence,
  translateErrors,
  validationMessage,
} from '../../../src/engine/form/validationMessages';
import { testI18n } from '../helpers';

const error = (
  name: string,
  property: string,
  params: Record<string, unknown> = {},
): RJSFValidationError => ({
  name,
  property,
  params,
  message: `must match ${name}`,
  stack: `${property} must match ${name}`,
});

const context = (resource?: string) => ({ t: testI18n().t, i18n: testI18n(), resource });
const messages = (errors: RJSFValidationError[], resource?: string) =>
  translateErrors(errors, context(resource)).map((e) => [e.property, e.message]);

/** Every string format any schema of the console uses. */
function formatsInSchemas(): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === 'format' && typeof value === 'string') found.add(value);
      else visit(value);
    }
  };
  const root = join(process.cwd(), 'schemas');
  for (const area of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()))
    for (const file of readdirSync(join(root, area.name)).filter((name) => name.endsWith('.schema.json')))
      visit(JSON.parse(readFileSync(join(root, area.name, file), 'utf8')));
  return [...found].sort();
}

describe('validation messages', () => {
  it('MUST show one sentence per field: a URL refused by its format and its pattern reads as one clear sentence', () => {
    const shown = messages([
      error('format', '.origin_server_url', { format: 'uri' }),
      error('pattern', '.origin_server_url', { pattern: '^https?://' }),
      error('minLength', '.origin_server_url', { limit: 8 }),
    ]);
    expect(shown).toEqual([
      ['.origin_server_url', 'Enter a full web address, such as https://www.example.com.'],
    ]);
  });

  it('MUST choose what is missing before what is wrong, and the kind of value before its size', () => {
    expect(
      messages([
        error('minLength', '.name', { limit: 3 }),
        error('required', '.name', { missingProperty: 'name' }),
      ]),
    ).toEqual([['.name', 'This field is required.']]);
    expect(messages([error('maxLength', '.a', { limit: 5 }), error('pattern', '.a')])).toEqual([
      ['.a', 'Enter a value in the expected format.'],
    ]);
  });

  it("MUST word a field's error from `resources.<resource>.errors.<path>.<keyword>` when its catalogue has one, nested paths and array items included", () => {
    expect(messages([error('pattern', '.origin_server_url')], 'site')).toEqual([
      [
        '.origin_server_url',
        'Enter an address that starts with http:// or https://, such as https://origin.example.com.',
      ],
    ]);
    expect(messages([error('pattern', '.origin_servers.1.origin_server_url')], 'origin_setting')[0]![1]).toBe(
      'Enter an address that starts with http:// or https://, such as https://origin.example.com:8443.',
    );
    expect(messages([error('maxProperties', '.actions', { limit: 1 })], 'page_rule')[0]![1]).toMatch(
      /^A forwarding URL can't be combined with other settings/,
    );
    // A keyword the field does not word itself keeps the generic sentence.
    expect(messages([error('maxLength', '.name', { limit: 63 })], 'site')).toEqual([
      ['.name', 'Enter at most 63 characters.'],
    ]);
  });

  it('MUST give every string format the schemas use its own sentence, in en, vi and de', async () => {
    const i18n = testI18n();
    await i18n.loadLanguages(['vi', 'de']);
    const formats = formatsInSchemas();
    expect(formats).toEqual(
      expect.arrayContaining(['uri', 'email', 'date-time', 'uuid', 'ipv4', 'text-line']),
    );
    const missing: string[] = [];
    for (const lng of ['en', 'vi', 'de'])
      for (const format of formats)
        if (!i18n.exists(`forms:validation.formats.${format}`, { lng })) missing.push(`${lng}: ${format}`);
    expect(missing).toEqual([]);
    const sentences = formats.map((format) =>
      validationMessage(error('format', '.f', { format }), context()),
    );
    expect(new Set(sentences).size).toBe(formats.length);
    for (const sentence of sentences) expect(sentence).toMatch(/^[^.]+(\.[^ .][^.]*)*\.$/);
  });

  it('MUST count in words what a list or an object needs ("one entry", "3 entries")', () => {
    expect(messages([error('minItems', '.targets', { limit: 1 })])[0]![1]).toBe('Add at least one entry.');
    expect(messages([error('minItems', '.targets', { limit: 3 })])[0]![1]).toBe('Add at least 3 entries.');
    expect(messages([error('minProperties', '.actions', { limit: 1 })])[0]![1]).toBe(
      'Fill in at least one field.',
    );
  });

  it('MUST fall back to a generic sentence for a keyword without one, and drop the summary of an if/then', () => {
    expect(
      messages([error('dependentRequired', '.a'), error('if', '.', { failingKeyword: 'then' })]),
    ).toEqual([['.a', 'This value is not valid.']]);
    expect(keywordPrecedence[0]).toBe('required');
  });

  it('MUST word the sentences in the language shown', async () => {
    const i18n = testI18n();
    await i18n.loadLanguages(['vi', 'de']);
    const shown = ['vi', 'de'].map((lng) =>
      validationMessage(error('pattern', '.origin_server_url'), {
        t: i18n.getFixedT(lng),
        i18n,
        resource: 'site',
      }),
    );
    expect(shown).toEqual([
      'Vui lòng nhập địa chỉ bắt đầu bằng http:// hoặc https://, ví dụ https://origin.example.com.',
      'Geben Sie eine Adresse ein, die mit http:// oder https:// beginnt, z. B. https://origin.example.com.',
    ]);
  });

  it('MUST name the field of an error without array indexes, and order errors as the fields are shown', () => {
    expect(errorPath('.targets.0.cdn_id')).toEqual(['targets', 'cdn_id']);
    expect(errorPath(".response['status_code']")).toEqual(['response', 'status_code']);
    const ordered = inFieldOrder([error('required', '.b'), error('required', '.a.x')], ['a', 'b']);
    expect(ordered.map((e) => e.property)).toEqual(['.a.x', '.b']);
  });
});
