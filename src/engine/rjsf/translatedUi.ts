// The form's uiSchema with every text a field shows taken from the resource's catalogue (labels.ts), at every
// depth: label, help, placeholder, enum option texts and the label of each array item. The theme shows only
// these (never the schema's `title` or `description`), so a field without a catalogue text shows none rather
// than the API's English.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { TFunction, i18n as I18n } from 'i18next';
import type { AnyResource } from '../types';
import { fieldNames, fieldSchema, type FieldSchema } from '../schema';
import { MAX_DEPTH, enumValuesOf, itemSchema, propertiesOf, showsItems } from '../fieldTree';
import {
  itemLabel,
  pathDescription,
  pathLabel,
  pathValueLabel,
  placeholderKey,
  type FieldPath,
} from '../labels';

/** The uiSchema option of an array holding the label of its item at an index (0-based): "Asset 1". */
export const ITEM_LABEL = 'ui:itemLabel';
export type ItemLabel = (index: number) => string;

export function translatedUiSchema(resource: AnyResource, i18n: I18n, t: TFunction): UiSchema {
  const { form } = resource.schemas;
  const base = resource.ui.form;
  const ui: UiSchema = { ...base, 'ui:submitButtonOptions': { norender: true } };
  for (const field of fieldNames(form, form)) {
    const own = (base[field] as UiSchema | undefined) ?? {};
    ui[field] =
      own['ui:widget'] === 'hidden'
        ? own
        : translateField(resource.name, i18n, t, form, fieldSchema(form, field, form), [field], own);
  }
  return ui;
}

function translateField(
  resource: string,
  i18n: I18n,
  t: TFunction,
  root: RJSFSchema,
  schema: FieldSchema,
  path: FieldPath,
  base: UiSchema,
): UiSchema {
  const translate = (node: FieldSchema, at: FieldPath, ui: UiSchema, depth: number, isItem: boolean) => {
    const out: UiSchema = { ...ui };
    out['ui:title'] = pathLabel(i18n, t, resource, at, node);
    const help = isItem ? undefined : pathDescription(i18n, t, resource, at);
    if (help) out['ui:description'] = help;
    const placeholder = ui['ui:placeholderKey'];
    if (typeof placeholder === 'string') {
      out['ui:placeholder'] = t(placeholderKey(resource, placeholder));
      delete out['ui:placeholderKey'];
    }
    const items = itemSchema(node, root);
    const values = enumValuesOf({ schema: node, items });
    // A multi-select's checkboxes read their option texts from the field's own uiSchema, its items too.
    if (values.length > 0)
      out['ui:enumNames'] = Object.fromEntries(
        values.map((value) => [value, pathValueLabel(t, resource, at, value)]),
      );
    if (depth >= MAX_DEPTH) return out;
    if (items) {
      // The item's own properties are translated with it, at the array's path.
      out.items = translate(items, at, (ui.items as UiSchema | undefined) ?? {}, depth + 1, true);
      if (showsItems({ items })) {
        const label: ItemLabel = (index) => itemLabel(t, resource, at, index);
        out[ITEM_LABEL] = label;
      }
      return out;
    }
    for (const [name, child] of propertiesOf(node, root)) {
      out[name] = translate(child, [...at, name], (ui[name] as UiSchema | undefined) ?? {}, depth + 1, false);
    }
    return out;
  };
  return translate(schema, path, base, 0, false);
}
