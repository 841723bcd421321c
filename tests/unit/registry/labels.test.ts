// Spec: src/engine/specs/labels.md
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { areas } from '../../../src/app/areas';
import { fieldLabel, valueLabel } from '../../../src/engine/labels';
import { fieldNames, fieldSchema, type FieldSchema } from '../../../src/engine/schema';
import { nestedTexts } from '../../../src/engine/rjsf/nestedLabels';
import type { AnyResource } from '../../../src/engine/types';
import { testI18n } from '../helpers';

type Catalogue = Record<string, unknown>;
const files = import.meta.glob<Catalogue>('/locales/*/resources.json', { eager: true, import: 'default' });
const languages = ['en', 'vi', 'de'] as const;

function lookup(lng: string, path: string): unknown {
  let node: unknown = files[`/locales/${lng}/resources.json`];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

const isHidden = (ui: UiSchema | undefined) => ui?.['ui:widget'] === 'hidden';

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

  it('MUST have en, vi and de texts for every property inside a form field and every enum option a form offers', () => {
    const resources = areas.flatMap((area) => area.resources);
    const missing: string[] = [];
    let checked = 0;
    for (const resource of resources) {
      const form = resource.schemas.form;
      const formUi = resource.ui.form as Record<string, UiSchema | undefined>;
      for (const field of fieldNames(form, form)) {
        if (isHidden(formUi[field])) continue;
        for (const text of nestedTexts(resource.name, field, fieldSchema(form, field, form), form)) {
          for (const lng of languages) {
            checked += 1;
            const found = text.keys.some(
              (key) => typeof lookup(lng, key.replace(/^resources:/, '')) === 'string',
            );
            if (!found) missing.push(`${lng}: ${text.keys[0]!.replace(/^resources:/, '')}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    // Page rules' actions and strategies' targets carry nested properties: the walk reaches them.
    expect(checked).toBeGreaterThan(50);
  });
});
