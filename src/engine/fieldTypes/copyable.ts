// Which detail values get a copy button. Rule: values people paste elsewhere (into a terminal, a DNS zone, a
// support ticket) — the record's id, and values of kind uuid, url, domain, ip, cidr and email. A schema can
// override the rule per field with `"x-copyable": true | false`.
import type { FieldSchema } from '../schema';
import { fieldKind, hint, type FieldKind } from './kinds';

export const copyableKinds: ReadonlySet<FieldKind> = new Set([
  'uuid',
  'url',
  'domain',
  'ip',
  'cidr',
  'email',
]);

export function isCopyable(field: string, schema: FieldSchema, idField = 'id'): boolean {
  const override = hint(schema, 'copyable');
  if (typeof override === 'boolean') return override;
  return field === idField || copyableKinds.has(fieldKind(schema));
}
