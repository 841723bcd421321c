// Spec: src/engine/specs/labels.md
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { areas } from '../../../src/app/areas';
import { fieldLabel, itemLabel, pathLabel, valueLabel } from '../../../src/engine/labels';
import { fieldNames, fieldSchema, type FieldSchema } from '../../../src/engine/schema';
import type { AnyResource } from '../../../src/engine/types';
import { testI18n } from '../helpers';
import { apiWords, apiWordsIn, neededTexts } from './catalogueTexts';
import { cataloguesOf } from '../../support/catalogues';

const languages = ['en', 'vi', 'de'] as const;

function lookup(lng: string, path: string): unknown {
  let node: unknown = cataloguesOf(lng).resources;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

const isHidden = (ui: UiSchema | undefined) => ui?.['ui:widget'] === 'hidden';

/** Every string of a catalogue subtree by its dotted key. */
function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  if (!node || typeof node !== 'object') return {};
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
      Object.entries(flatten(child, prefix ? `${prefix}.${key}` : key)),
    ),
  );
}

/** Every field a resource's ui.json shows: list columns and filters, detail sections, rendered form fields. */
export function shownFields(resource: AnyResource): { field: string; schema: FieldSchema }[] {
  const { ui, schemas } = resource;
  const form = schemas.form;
  const record = schemas.record as RJSFSchema;
  const formUi = ui.form as Record<string, UiSchema | undefined>;
  const order = ((ui.form['ui:order'] as string[] | undefined) ?? []).filter((field) => field !== '*');
  const shown = new Map<string, FieldSchema>();
  const fromRecord = (field: string) => fieldSchema(record, field, form);
  for (const field of [...ui.list.columns, ...(ui.list.filters ?? [])]) shown.set(field, fromRecord(field));
  for (const section of ui.detail.sections)
    for (const field of section.fields) shown.set(field, fromRecord(field));
  for (const field of [...order, ...fieldNames(form, form)]) {
    if (!isHidden(formUi[field])) shown.set(field, fieldSchema(form, field, form));
  }
  return [...shown].map(([field, schema]) => ({ field, schema }));
}

/** A shown enum's values as they key their texts: strings, and numbers too (a rate limit's period in seconds). */
const enumValues = (schema: FieldSchema) =>
  (Array.isArray(schema.enum) ? schema.enum : [])
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String);

const site = { name: 'site' };

describe('labels', () => {
  it('MUST label a field from `resources.<resource>.fields.<field>`', () => {
    const i18n = testI18n();
    expect(fieldLabel(i18n, i18n.t, site.name, 'cdn_url', { title: 'name' })).toBe('CDN URL');
  });

  it("MUST fall back to the key named by the field's schema title", () => {
    const i18n = testI18n();
    expect(fieldLabel(i18n, i18n.t, site.name, 'site_title', { title: 'name' })).toBe('Name');
  });

  it('MUST NOT make a label from the field name: a field with neither key is reported as a missing translation', () => {
    const i18n = testI18n();
    expect(() => fieldLabel(i18n, i18n.t, site.name, 'origin_port', { title: 'origin_port' })).toThrow(
      /Missing translation: resources:site\.fields\.origin_port/,
    );
    expect(() => fieldLabel(i18n, i18n.t, site.name, 'origin_port')).toThrow(/Missing translation/);
  });

  it("MUST take an enum value's text from `resources.<resource>.values.<field>.<value>` and report a missing one", () => {
    const i18n = testI18n();
    expect(valueLabel(i18n, i18n.t, site.name, 'status', 'active')).toBe('Active');
    expect(() => valueLabel(i18n, i18n.t, site.name, 'status', 'exploded')).toThrow(
      /Missing translation: resources:site\.values\.status\.exploded/,
    );
  });

  it("MUST have en, vi and de labels for every field a registered resource's ui.json shows and every value of its shown enum fields", () => {
    const resources = areas.flatMap((area) => area.resources);
    expect(resources.map((resource) => resource.name)).toEqual(
      expect.arrayContaining(['site', 'user_group', 'project']),
    );
    const missing: string[] = [];
    let enumValuesChecked = 0;
    for (const resource of resources) {
      const fields = shownFields(resource);
      expect(fields.length).toBeGreaterThan(0);
      for (const { field, schema } of fields) {
        const title = typeof schema.title === 'string' ? schema.title : undefined;
        for (const lng of languages) {
          const own = lookup(lng, `${resource.name}.fields.${field}`);
          const byTitle = title ? lookup(lng, `${resource.name}.fields.${title}`) : undefined;
          if (typeof own !== 'string' && typeof byTitle !== 'string') {
            missing.push(`${lng}: ${resource.name}.fields.${field}`);
          }
          for (const value of enumValues(schema)) {
            enumValuesChecked += 1;
            if (typeof lookup(lng, `${resource.name}.values.${field}.${value}`) !== 'string') {
              missing.push(`${lng}: ${resource.name}.values.${field}.${value}`);
            }
          }
        }
      }
    }
    expect(missing).toEqual([]);
    // The walk reaches enum fields (the site's status), so a missing value text would be caught.
    expect(enumValuesChecked).toBeGreaterThan(0);
  });

  it('MUST label a field inside another from `resources.<resource>.subfields.<field>.<rest joined with _>`', () => {
    const i18n = testI18n();
    expect(pathLabel(i18n, i18n.t, 'page_rule', ['actions', 'forwarding_url', 'url'])).toBe(
      'Destination URL',
    );
    expect(pathLabel(i18n, i18n.t, 'multi_cdn_strategy', ['targets', 'weight'])).toBe('Weight');
  });

  it('MUST label an array item from `resources.<resource>.items.<field>` with its number from 1', () => {
    const i18n = testI18n();
    expect(itemLabel(i18n.t, 'multi_cdn_strategy', ['targets'], 0)).toBe('Target 1');
    expect(itemLabel(i18n.t, 'origin_setting', ['origin_servers'], 2)).toBe('Origin server 3');
  });

  it('MUST have en, vi and de texts for every field at every depth of every registered resource: labels, enum options, array item labels, help where the schema explains a field, the wording of every pattern and every placeholder', () => {
    const resources = areas.flatMap((area) => area.resources);
    const missing: string[] = [];
    const kinds = new Map<string, number>();
    for (const resource of resources) {
      for (const text of neededTexts(resource)) {
        kinds.set(text.kind, (kinds.get(text.kind) ?? 0) + 1);
        for (const lng of languages) {
          const found = text.keys.some(
            (key) => typeof lookup(lng, key.replace(/^resources:/, '')) === 'string',
          );
          if (!found) missing.push(`${lng}: ${text.keys[0]!.replace(/^resources:/, '')} (${text.at})`);
        }
      }
    }
    expect(missing).toEqual([]);
    // The walk reaches every kind of text, nested ones included (a page rule's forwarding URL, a strategy's
    // targets, a firewall rule's custom response), so a missing one of any kind would be caught.
    for (const kind of ['label', 'help', 'value', 'item', 'error', 'placeholder'])
      expect(kinds.get(kind), kind).toBeGreaterThan(kind === 'label' ? 150 : 3);
  });

  it('MUST NOT show an API field name: no catalogue text of a resource holds one, and no label is its field name', () => {
    const resources = areas.flatMap((area) => area.resources);
    const raw: string[] = [];
    let checked = 0;
    for (const resource of resources) {
      const words = apiWords(resource);
      for (const lng of languages) {
        const catalogue = lookup(lng, resource.name) as Record<string, unknown>;
        for (const [key, text] of Object.entries(flatten(catalogue))) {
          checked += 1;
          const found = apiWordsIn(text, words);
          if (found.length > 0) raw.push(`${lng}: ${resource.name}.${key} holds ${found.join(', ')}`);
        }
      }
      for (const text of neededTexts(resource)) {
        if (text.kind !== 'label') continue;
        for (const lng of languages) {
          const key = text.keys.find((k) => typeof lookup(lng, k.replace(/^resources:/, '')) === 'string');
          const label = key ? lookup(lng, key.replace(/^resources:/, '')) : undefined;
          if (label === text.name) raw.push(`${lng}: ${text.at} is labelled with its field name`);
        }
      }
    }
    expect(raw).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('MUST number every array item label and word no fixed count into it', () => {
    const resources = areas.flatMap((area) => area.resources);
    const wrong: string[] = [];
    for (const resource of resources)
      for (const text of neededTexts(resource).filter((t) => t.kind === 'item'))
        for (const lng of languages) {
          const label = lookup(lng, text.keys[0]!.replace(/^resources:/, ''));
          if (typeof label === 'string' && !label.includes('{{index}}')) wrong.push(`${lng}: ${text.at}`);
        }
    expect(wrong).toEqual([]);
  });

  it('MUST keep texts out of ui.json: its forms name catalogue entries (`ui:placeholderKey`), never hold a text', () => {
    const literal = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder', 'ui:enumNames'];
    const found: string[] = [];
    const visit = (file: string, node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
        if (literal.includes(key)) found.push(`${file}: ${at}${key}`);
        visit(file, value, `${at}${key}.`);
      }
    };
    const root = join(process.cwd(), 'schemas');
    let files = 0;
    for (const area of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()))
      for (const file of readdirSync(join(root, area.name)).filter((name) => name.endsWith('.ui.json'))) {
        files += 1;
        visit(`${area.name}/${file}`, JSON.parse(readFileSync(join(root, area.name, file), 'utf8')), '');
      }
    expect(found).toEqual([]);
    expect(files).toBeGreaterThan(10);
  });
});
