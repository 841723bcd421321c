// The fields a list can be filtered by (`ui.list.filters`) and the values each accepts, from the record
// schema: an enum offers its values, a boolean "true"/"false", a string any short text.
import { fieldSchema } from '../schema';
import type { AnyResource } from '../types';

export interface FilterField {
  field: string;
  kind: 'enum' | 'boolean' | 'text';
  /** The accepted values of an enum or boolean field. */
  values?: readonly string[];
}

/** Longest free-text filter value taken from the URL; anything longer is treated as garbage. */
export const maxFilterValueLength = 200;

export function listFilterFields(resource: AnyResource): FilterField[] {
  const { record, form } = resource.schemas;
  return (resource.ui.list.filters ?? []).map((field) => {
    const schema = fieldSchema(record, field, form);
    if (Array.isArray(schema.enum)) {
      return { field, kind: 'enum', values: schema.enum.filter((v): v is string => typeof v === 'string') };
    }
    if (schema.type === 'boolean') return { field, kind: 'boolean', values: ['true', 'false'] };
    return { field, kind: 'text' };
  });
}

/** Whether `value` is one the field accepts. */
export function isValidFilterValue(filter: FilterField, value: string): boolean {
  if (filter.values) return filter.values.includes(value);
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= maxFilterValueLength;
}
