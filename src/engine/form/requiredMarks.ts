// Required marks only where a value is needed now. A property its object requires is needed only once that
// object is given: a firewall rule's custom response is optional, and its status code, content type and body
// are required only when the user starts one. Inside an optional object left empty they carry no mark; once it
// holds a value they do, and validation reports what is missing either way. (Fields required by an if/then of
// the schema are marked by rjsf as their condition holds: it resolves the schema for the form's values.)
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { resolveSchema, type FieldSchema } from '../schema';
import { MAX_DEPTH, itemSchema, propertiesOf } from '../fieldTree';
import { baseType } from '../fieldTypes/kinds';

type Data = Record<string, unknown>;

const isPlain = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object the user has put something into (pruneEmpty.ts removes the empty ones rjsf leaves). */
function isGiven(value: unknown): boolean {
  return isPlain(value) && Object.values(value).some((member) => member !== undefined && member !== '');
}

const isObject = (schema: FieldSchema) => baseType(schema) === 'object' || schema.properties !== undefined;

function withoutMark(ui: UiSchema): UiSchema {
  const options = (ui['ui:options'] as Record<string, unknown> | undefined) ?? {};
  return { ...ui, 'ui:options': { ...options, requiredMark: false } };
}

/** The uiSchema with `ui:options.requiredMark: false` on the properties of every optional object left empty. */
export function uiForRequiredMarks(ui: UiSchema, form: RJSFSchema, values: Data): UiSchema {
  const visit = (
    schema: FieldSchema,
    own: UiSchema,
    value: unknown,
    given: boolean,
    depth: number,
  ): UiSchema => {
    if (depth > MAX_DEPTH) return own;
    const items = itemSchema(schema, form);
    if (items) {
      // An item that is shown exists: what it requires is needed.
      if (!isObject(items)) return own;
      const itemUi = (own.items as UiSchema | undefined) ?? {};
      return { ...own, items: visit(items, itemUi, undefined, true, depth + 1) };
    }
    if (!isObject(schema)) return own;
    const required = Array.isArray(schema.required) ? schema.required : [];
    const out: UiSchema = { ...own };
    const data = isPlain(value) ? value : {};
    for (const [name, child] of propertiesOf(schema, form)) {
      let childUi = (own[name] as UiSchema | undefined) ?? {};
      if (!given) childUi = withoutMark(childUi);
      const childGiven = isGiven(data[name]) || (given && required.includes(name));
      out[name] = visit(child, childUi, data[name], childGiven, depth + 1);
    }
    return out;
  };
  return visit(resolveSchema(form, form), ui, values, true, 0);
}
