// What the form starts from. A stored record carries more than the input schema accepts (its id, status,
// timestamps, values the platform assigns); the form keeps only the writable fields of the form schema, so
// an edit or a duplicate sends nothing the server would refuse as read-only or unknown.
import { fieldNames, fieldSchema } from '../schema';
import type { AnyResource } from '../types';

type Data = Record<string, unknown>;

/** Server-assigned fields never copied into a form, even if a form schema lists them. */
const serverFields = new Set(['id', 'created_at', 'updated_at', 'createdAt', 'updatedAt']);

/** The writable values of a record: fields of the form schema, minus `readOnly` ones and server fields. */
export function formValuesFrom(resource: AnyResource, record: Data): Data {
  const form = resource.schemas.form;
  const idField = resource.idField ?? 'id';
  const values: Data = {};
  for (const field of fieldNames(form, form)) {
    if (field === idField || serverFields.has(field)) continue;
    if (fieldSchema(form, field, form).readOnly) continue;
    if (record[field] !== undefined && record[field] !== null) values[field] = record[field];
  }
  return values;
}

/** A record's display name (its list title field), for confirmation texts. */
export function recordName(resource: AnyResource, values: Data | undefined): string {
  const value = values?.[resource.ui.list.titleField];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
