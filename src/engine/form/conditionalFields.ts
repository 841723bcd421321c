// Fields shown only for some values of another field, declared in ui.json: `"ui:shownWhen": { "origin_type":
// "s3" }` (a list of values allows any of them). The schema states what is required in each case (if/then/else);
// this decides what the form shows. A field that is not shown is not in the form's values — not validated,
// not sent — and what was typed into it is kept aside and comes back when it is shown again.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fieldNames, fieldSchema } from '../schema';

type Data = Record<string, unknown>;
export type Conditions = ReadonlyMap<string, Readonly<Record<string, readonly unknown[]>>>;

const CONDITION = 'ui:shownWhen';

/** Each conditional top-level field with the values of other fields it is shown for. */
export function conditionsOf(form: RJSFSchema, ui: UiSchema): Conditions {
  const conditions = new Map<string, Record<string, readonly unknown[]>>();
  for (const field of fieldNames(form, form)) {
    const when = (ui[field] as UiSchema | undefined)?.[CONDITION] as Record<string, unknown> | undefined;
    if (!when) continue;
    conditions.set(
      field,
      Object.fromEntries(Object.entries(when).map(([on, v]) => [on, Array.isArray(v) ? v : [v]])),
    );
  }
  return conditions;
}

/** Whether `field` is shown for `values` (a field another depends on counts with its schema default). */
export function isShown(field: string, values: Data, conditions: Conditions, form: RJSFSchema): boolean {
  const when = conditions.get(field);
  if (!when) return true;
  return Object.entries(when).every(([on, allowed]) =>
    allowed.includes(values[on] ?? fieldSchema(form, on, form).default),
  );
}

/**
 * The values with the fields that are not shown moved aside, and fields shown again brought back from what
 * was set aside (when the values have none of their own).
 */
export function applyConditions(
  values: Data,
  aside: Data,
  conditions: Conditions,
  form: RJSFSchema,
): { values: Data; aside: Data } {
  if (conditions.size === 0) return { values, aside };
  const out = { ...values };
  const kept = { ...aside };
  for (const field of conditions.keys()) {
    if (!isShown(field, out, conditions, form)) {
      if (out[field] !== undefined) kept[field] = out[field];
      delete out[field];
    } else if (out[field] === undefined && kept[field] !== undefined) {
      out[field] = kept[field];
      delete kept[field];
    }
  }
  return { values: out, aside: kept };
}

/** Renders nothing: the field a condition hides. */
const NotShown = () => null;

/** The uiSchema with hidden fields rendering nothing and the condition keys (not rjsf's) removed. */
export function uiForConditions(
  ui: UiSchema,
  values: Data,
  conditions: Conditions,
  form: RJSFSchema,
): UiSchema {
  if (conditions.size === 0) return ui;
  const out: UiSchema = { ...ui };
  for (const field of conditions.keys()) {
    const { [CONDITION]: _when, ...own } = (ui[field] as UiSchema | undefined) ?? {};
    out[field] = isShown(field, values, conditions, form) ? own : { ...own, 'ui:field': NotShown };
  }
  return out;
}
