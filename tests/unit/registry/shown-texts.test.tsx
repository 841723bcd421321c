// Spec: src/engine/specs/labels.md. Every registered resource's form and detail values, rendered in en, vi and
// de with a value in every field (an item in every array, every optional object filled, each variant of its
// conditional fields), show no API field name, no "<field>-1" item title, and — in vi and de — none of the
// schema's English descriptions: what they show comes from the catalogues only.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import type { RJSFSchema } from '@rjsf/utils';
import { areas } from '../../../src/app/areas';
import { switchLanguage } from '../../../src/app/i18n';
import { ResourceForm } from '../../../src/engine/rjsf/ResourceForm';
import { DetailSections } from '../../../src/engine/detail/DetailSections';
import { NowProvider } from '../../../src/engine/fieldTypes/clock';
import { conditionsOf } from '../../../src/engine/form/conditionalFields';
import { fieldNames, fieldSchema, resolveSchema, type FieldSchema } from '../../../src/engine/schema';
import { fieldTree, itemSchema, propertiesOf } from '../../../src/engine/fieldTree';
import { baseType, fieldKind } from '../../../src/engine/fieldTypes/kinds';
import type { AnyResource } from '../../../src/engine/types';
import { testI18n } from '../helpers';
import { apiWords, apiWordsIn } from './catalogueTexts';

type Data = Record<string, unknown>;
const languages = ['en', 'vi', 'de'] as const;
const resources = areas.flatMap((area) => area.resources);

const pem = '-----BEGIN CERTIFICATE-----\nMIIBsample\n-----END CERTIFICATE-----';

/** A value for every field of a schema, at every depth (arrays get one item, objects every property). */
function sample(schema: FieldSchema, root: RJSFSchema, depth = 0): unknown {
  const own = resolveSchema(schema, root);
  if (Array.isArray(own.enum) && own.enum.length > 0) return own.enum[0];
  const items = itemSchema(own, root);
  if (items) return depth > 5 ? [] : [sample(items, root, depth + 1)];
  const type = baseType(own);
  if (type === 'object' || own.properties) {
    if (depth > 5) return {};
    return Object.fromEntries(
      propertiesOf(own, root).map(([name, child]) => [name, sample(child, root, depth + 1)]),
    );
  }
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return typeof own.minimum === 'number' ? own.minimum : 1;
  const kind = fieldKind(own);
  if (kind === 'datetime') return '2025-06-20T10:00:00Z';
  if (kind === 'uuid') return '00000000-0000-4000-8000-00000000000a';
  if (kind === 'url') return 'https://origin.example.com';
  if (kind === 'email') return 'ada@example.com';
  if (kind === 'country') return 'VN';
  if (kind === 'pem') return pem;
  return 'Sample';
}

/** The form's values: one with every field given, and one per value a conditional field is shown for. */
function formVariants(resource: AnyResource): Data[] {
  const { form } = resource.schemas;
  const base = sample(form, form) as Data;
  const variants = [base];
  for (const when of conditionsOf(form, resource.ui.form).values())
    variants.push({
      ...base,
      ...Object.fromEntries(Object.entries(when).map(([on, values]) => [on, values[0]])),
    });
  return variants;
}

function recordOf(resource: AnyResource): Data {
  const { record, form } = resource.schemas;
  return Object.fromEntries(
    fieldNames(record as RJSFSchema, form).map((field) => [
      field,
      sample(fieldSchema(record as RJSFSchema, field, form), form),
    ]),
  );
}

/** What a person reads or hears of a rendered screen: its text, placeholders and accessible names. */
function shownText(container: HTMLElement): string {
  const attributes = [...container.querySelectorAll('[placeholder], [aria-label], [title]')].flatMap((el) =>
    ['placeholder', 'aria-label', 'title'].map((name) => el.getAttribute(name) ?? ''),
  );
  return [container.textContent ?? '', ...attributes].join('\n');
}

/** The schema's own English: every description at every depth, and the raw names of the fields. */
function schemaWords(resource: AnyResource) {
  const { form, record } = resource.schemas;
  const descriptions = new Set<string>();
  const names = new Set<string>();
  for (const schema of [form, record as RJSFSchema])
    for (const field of fieldNames(schema, form))
      for (const node of fieldTree(field, fieldSchema(schema, field, form), form)) {
        names.add(node.path[node.path.length - 1]!);
        if (typeof node.schema.description === 'string') descriptions.add(node.schema.description);
      }
  return { descriptions, names };
}

function problems(resource: AnyResource, text: string, lng: string): string[] {
  const found = apiWordsIn(text, apiWords(resource)).map((word) => `API name ${word}`);
  const { descriptions, names } = schemaWords(resource);
  for (const name of names) if (new RegExp(`\\b${name}-\\d`).test(text)) found.push(`item title ${name}-<n>`);
  if (lng !== 'en') {
    for (const description of descriptions)
      if (text.includes(description)) found.push(`schema description "${description}"`);
    // A raw name is lower case; the words of a German or Vietnamese screen that look alike are not.
    for (const name of names)
      if (name.length > 3 && new RegExp(`(^|[^\\w/.-])${name}($|[^\\w/.-])`).test(text))
        found.push(`field name ${name}`);
  }
  return found.map((problem) => `${lng} ${resource.name}: ${problem}`);
}

async function inLanguage<T>(lng: (typeof languages)[number], run: () => Promise<T> | T): Promise<T> {
  await switchLanguage(testI18n(), lng);
  try {
    return await run();
  } finally {
    await switchLanguage(testI18n(), 'en');
  }
}

/** One test per resource, so each stays short however many resources the console gains. */
const eachResource = resources.map((resource) => [resource.name, resource] as const);

describe('texts a schema puts on screen', () => {
  it.each(eachResource)(
    'MUST come from the catalogues in the %s form: no API name, no raw item title, no schema English',
    async (_name, resource) => {
      const found: string[] = [];
      let rendered = 0;
      const { validateFns } = await resource.schemas.loadValidators();
      for (const lng of languages) {
        await inLanguage(lng, () => {
          for (const values of formVariants(resource)) {
            const view = render(
              <SWRConfig value={{ provider: () => new Map(), fetcher: () => new Promise(() => undefined) }}>
                <I18nextProvider i18n={testI18n()}>
                  <ResourceForm
                    resource={resource}
                    validateFns={validateFns}
                    initialValues={values}
                    onSubmit={() => undefined}
                    ariaLabel="form"
                  />
                </I18nextProvider>
              </SWRConfig>,
            );
            found.push(...problems(resource, shownText(view.container), lng));
            rendered += 1;
            view.unmount();
          }
        });
      }
      expect(found).toEqual([]);
      expect(rendered).toBeGreaterThanOrEqual(languages.length);
    },
  );

  it.each(eachResource)(
    'MUST come from the catalogues in the %s detail page: nested values labelled, none shown as JSON',
    async (_name, resource) => {
      const found: string[] = [];
      const record = recordOf(resource);
      for (const lng of languages) {
        await inLanguage(lng, () => {
          const view = render(
            <I18nextProvider i18n={testI18n()}>
              <NowProvider now={new Date('2025-06-20T15:45:00Z')}>
                <DetailSections resource={resource} record={record} />
              </NowProvider>
            </I18nextProvider>,
          );
          const text = shownText(view.container);
          found.push(...problems(resource, text, lng));
          if (/[{[]"/.test(text)) found.push(`${lng} ${resource.name}: a value shown as JSON`);
          view.unmount();
        });
      }
      expect(found).toEqual([]);
    },
  );

  it('MUST cover every resource of the console', () => {
    expect(eachResource.length).toBeGreaterThanOrEqual(15);
  });
});
