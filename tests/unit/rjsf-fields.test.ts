// The build gives rjsf's default registry the console's field list (src/engine/rjsf/formFields.ts): rjsf's own
// list without the layout-grid fields, which only a uiSchema naming them would render.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import rjsfFields from '@rjsf/core/lib/components/fields/index.js';
import formFields, { leftOutFields } from '../../src/engine/rjsf/formFields';

const root = path.resolve(__dirname, '../..');

function uiSchemaFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return uiSchemaFiles(file);
    return entry.name.endsWith('.ui.json') ? [file] : [];
  });
}

/** Every `ui:field` value anywhere in a uiSchema. */
function namedFields(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(namedFields);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'ui:field' && typeof inner === 'string' ? [inner] : namedFields(inner),
  );
}

describe("the form engine's rjsf fields", () => {
  it("MUST be rjsf's own fields, the same components, less the layout-grid ones", () => {
    const own: Record<string, unknown> = rjsfFields();
    const console: Record<string, unknown> = formFields();
    const expected = Object.fromEntries(
      Object.entries(own).filter(([name]) => !(leftOutFields as readonly string[]).includes(name)),
    );
    expect(console).toEqual(expected);
    for (const name of Object.keys(console)) expect(console[name]).toBe(own[name]);
    for (const name of leftOutFields) expect(own).toHaveProperty(name);
  });

  it('MUST NOT be asked for a left-out field by any uiSchema of the console or its fixtures', () => {
    const files = [
      ...uiSchemaFiles(path.join(root, 'schemas')),
      ...uiSchemaFiles(path.join(root, 'tests', 'fixtures')),
    ];
    expect(files.length).toBeGreaterThan(10);
    const asked = files.flatMap((file) =>
      namedFields(JSON.parse(fs.readFileSync(file, 'utf8'))).map(
        (name) => `${name} in ${path.relative(root, file)}`,
      ),
    );
    expect(asked.filter((entry) => leftOutFields.some((name) => entry.startsWith(`${name} `)))).toEqual([]);
  });
});
