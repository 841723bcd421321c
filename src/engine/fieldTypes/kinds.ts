// What kind of value a JSON Schema property holds, decided once from its type, format, enum and `x-` hints, so
// the list cell, the detail renderer and the form widget of a field always agree (aesthetics practice 11).
//
// `x-` hints a schema may carry (documented in src/engine/specs/field-types.md):
//   "x-kind": "secret" | "pem" | "bytes" | "duration" | "country" | "cidr" | "ip" | "domain" | "probe"
//             ("probe": a health check's last answer, an object {checked_at, passed, status_code, error,
//             latency_ms}, probeAnswer.ts and ProbeValue.tsx; wins over `format`; standard formats hostname, ipv4, ipv6, uri, email, date-time, uuid map too,
//             and the console's formats "cidr" and "domain" of schemas/formats.json, which also VALIDATE:
//             prefer `"format": "cidr"` over `"x-kind": "cidr"` so the server and the form check the value)
//   "x-unit": for bytes the stored unit ("B" default, "KB", "MB", "GB"); for durations "s" (default) or "ms"
//   "x-copyable": true | false   (overrides the copy rule of copyable.ts)
import type { FieldSchema } from '../schema';

export const hintKinds = [
  'secret',
  'pem',
  'bytes',
  'duration',
  'country',
  'cidr',
  'ip',
  'domain',
  'probe',
] as const;
export type HintKind = (typeof hintKinds)[number];

export type FieldKind =
  | HintKind
  | 'url'
  | 'email'
  | 'datetime'
  | 'uuid'
  | 'enum'
  | 'boolean'
  | 'number'
  | 'list'
  | 'object'
  | 'text';

/** Standard JSON Schema formats → kinds. */
const formatKinds: Readonly<Record<string, FieldKind>> = {
  hostname: 'domain',
  'idn-hostname': 'domain',
  ipv4: 'ip',
  ipv6: 'ip',
  uri: 'url',
  url: 'url',
  email: 'email',
  'idn-email': 'email',
  'date-time': 'datetime',
  uuid: 'uuid',
  // The console's own formats (schemas/formats.json), validated on both sides.
  cidr: 'cidr',
  domain: 'domain',
};

/** The schema's `x-` keywords (JSON Schema allows any extra keyword; RJSFSchema does not type them). */
export function hint(schema: FieldSchema, name: string): unknown {
  return (schema as Record<string, unknown>)[`x-${name}`];
}

/** The non-null type of a schema (`["string", "null"]` → "string"). */
export function baseType(schema: FieldSchema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null');
  return typeof type === 'string' ? type : undefined;
}

/** The formats a schema allows, also through `anyOf: [{format: ipv4}, {format: ipv6}]`. */
function formatsOf(schema: FieldSchema): string[] {
  const own = typeof schema.format === 'string' ? [schema.format] : [];
  const alternatives = (schema.anyOf ?? schema.oneOf ?? []) as FieldSchema[];
  return [
    ...own,
    ...alternatives.flatMap((s) =>
      s && typeof s === 'object' && typeof s.format === 'string' ? [s.format] : [],
    ),
  ];
}

export function fieldKind(schema: FieldSchema): FieldKind {
  const declared = hint(schema, 'kind');
  if (typeof declared === 'string' && (hintKinds as readonly string[]).includes(declared)) {
    return declared as HintKind;
  }
  const type = baseType(schema);
  if (Array.isArray(schema.enum) && type !== 'boolean') return 'enum';
  if (type === 'string' || type === undefined) {
    if (schema.writeOnly === true) return 'secret';
    for (const format of formatsOf(schema)) {
      const kind = formatKinds[format];
      if (kind) return kind;
    }
    if (type === 'string') return 'text';
  }
  if (type === 'boolean') return 'boolean';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'array') return 'list';
  if (type === 'object') return 'object';
  return 'text';
}
