// The type → widget registry (aesthetics practice 11): ONE table from a field's kind (kinds.ts: JSON Schema
// type, format, enum and `x-` hints) to
//   text   — plain text (CSV export, titles, tooltips); also the list cell unless `cell` is given;
//   cell   — the list cell;
//   detail — the detail page's renderer (may be interactive: a timestamp with its tooltip, a code block);
//   widget — the rjsf widget name the theme renders in forms (src/engine/rjsf/widgets.tsx resolves it).
// Empty values never reach an entry: the callers render them as "—".
import { lazy, Suspense, type ReactNode } from 'react';
import type { TFunction, i18n as I18n } from 'i18next';
import { Badge, type BadgeTone } from '@ds/Badge';
import { dateTimeFormat, numberFormat } from '@ds/Timestamp';
import type { FieldSchema } from '../schema';
import { itemLabel, pathLabel, pathValueLabel } from '../labels';
import { propertiesOf } from '../fieldTree';
import { fieldKind, hint, type FieldKind } from './kinds';
import { countryName, formatBytes, formatDuration } from './units';
import { DateTimeValue, NestedValues, PemValue } from './values';
import { lazyChunk } from '../../api/chunks';
import { isProbeAnswer, probeResultText } from './probeAnswer';

// Through the route-chunk loader (its timeout and retry), the first time a probe is shown.
const ProbeValue = lazy(lazyChunk(() => import('./ProbeValue')));

export interface FieldValueContext {
  i18n: I18n;
  t: TFunction;
  resource: string;
  field: string;
  /** Where a value inside the field sits ([field, property, …]); absent for the field itself. */
  path?: readonly string[];
  /** The field's schema, nested `$ref`s resolved (schema.ts `fieldSchema`). */
  schema: FieldSchema;
  value: unknown;
  /** The field's translated label (names code blocks and copy buttons). */
  label?: string;
  statusTones?: Readonly<Record<string, BadgeTone>>;
}

export interface FieldType {
  text: (ctx: FieldValueContext) => string;
  cell?: (ctx: FieldValueContext) => ReactNode;
  detail?: (ctx: FieldValueContext) => ReactNode;
  /** An rjsf widget name of the theme (src/engine/rjsf/widgets.tsx); names ending in "Field" are rjsf fields. */
  widget: string;
}

/** Default badge tones for common status values. */
export const defaultStatusTones: Readonly<Record<string, BadgeTone>> = {
  active: 'success',
  enabled: 'success',
  verified: 'success',
  success: 'success',
  pending: 'info',
  processing: 'info',
  inactive: 'neutral',
  disabled: 'neutral',
  unverified: 'warning',
  denied: 'warning',
  error: 'danger',
  failed: 'danger',
  failure: 'danger',
};

export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

const asString = (ctx: FieldValueContext) => String(ctx.value);
const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));
const stringHint = (schema: FieldSchema, name: string) => {
  const value = hint(schema, name);
  return typeof value === 'string' ? value : undefined;
};
const pathOf = (ctx: FieldValueContext) => ctx.path ?? [ctx.field];
const enumText = (ctx: FieldValueContext) =>
  pathValueLabel(ctx.t, ctx.resource, pathOf(ctx), String(ctx.value));

/** An enum value as a Badge; its tone from the resource's `statusTones`, the defaults, else neutral. */
export function enumBadge(ctx: FieldValueContext): ReactNode {
  const value = String(ctx.value);
  const tone = ctx.statusTones?.[value] ?? defaultStatusTones[value] ?? 'neutral';
  return <Badge tone={tone}>{enumText(ctx)}</Badge>;
}

const itemSchemaOf = (schema: FieldSchema) =>
  (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)
    ? schema.items
    : {}) as FieldSchema;

/** The given properties of an object value, each with its catalogue label, in schema order. */
function propertyValues(ctx: FieldValueContext): { label: string; ctx: FieldValueContext }[] {
  const value = (ctx.value ?? {}) as Record<string, unknown>;
  // Only properties the schema names are shown: anything else would show an API name as its label.
  return propertiesOf(ctx.schema, ctx.schema)
    .filter(([name]) => !isEmptyValue(value[name]))
    .map(([name, schema]) => {
      const path = [...pathOf(ctx), name];
      const label = pathLabel(ctx.i18n, ctx.t, ctx.resource, path, schema);
      return { label, ctx: { ...ctx, path, schema, value: value[name], label } };
    });
}

/** An object as "Label: value; Label: value". */
function objectText(ctx: FieldValueContext): string {
  return propertyValues(ctx)
    .map(({ label, ctx: child }) => `${label}: ${fieldText(child)}`)
    .join('; ');
}

/** An object as a list of its labelled values. */
function objectDetail(ctx: FieldValueContext): ReactNode {
  return (
    <NestedValues
      items={propertyValues(ctx).map(({ label, ctx: child }) => ({
        id: child.path!.join('.'),
        label,
        value: fieldDetail(child),
      }))}
    />
  );
}

/** The items of an array field, each through its item schema's kind. */
function listItems(ctx: FieldValueContext): FieldValueContext[] {
  const items = Array.isArray(ctx.value) ? ctx.value : [ctx.value];
  const schema = itemSchemaOf(ctx.schema);
  return items.map((value) => ({ ...ctx, schema, value }));
}

const holdsObjects = (ctx: FieldValueContext) => fieldKind(itemSchemaOf(ctx.schema)) === 'object';

/** Items as text: plain values joined with commas; objects each under its item label ("Target 1 (…)"). */
function listText(ctx: FieldValueContext): string {
  const items = listItems(ctx);
  if (!holdsObjects(ctx)) return items.map(fieldText).join(', ');
  return items
    .map((item, i) => `${itemLabel(ctx.t, ctx.resource, pathOf(ctx), i)} (${fieldText(item)})`)
    .join('; ');
}

/** Objects of a list each under its item label; plain values as text. */
function listDetail(ctx: FieldValueContext): ReactNode {
  if (!holdsObjects(ctx)) return listText(ctx);
  return (
    <NestedValues
      items={listItems(ctx).map((item, i) => ({
        id: String(i),
        label: itemLabel(ctx.t, ctx.resource, pathOf(ctx), i),
        value: fieldDetail(item),
      }))}
    />
  );
}

/** A probe's answer as plain text (CSV): its absolute time, then what came back. */
function probeText(ctx: FieldValueContext): string {
  if (!isProbeAnswer(ctx.value)) return JSON.stringify(ctx.value);
  return ctx.t('engine:probe.text', {
    when: formatDateTime(ctx.value.checked_at, ctx.i18n.language),
    result: probeResultText(ctx.t, ctx.i18n.language, ctx.value),
  });
}

function probeValue(ctx: FieldValueContext): ReactNode {
  if (!isProbeAnswer(ctx.value)) return probeText(ctx);
  // The same words as plain text until the drawing's code has loaded.
  return (
    <Suspense fallback={probeText(ctx)}>
      <ProbeValue value={ctx.value} language={ctx.i18n.language} />
    </Suspense>
  );
}

const pemSummary = (value: string) => {
  const label = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(value)?.[1];
  return label ? `PEM (${label.toLowerCase()})` : `${value.slice(0, 24)}…`;
};

export const fieldTypes: Readonly<Record<FieldKind, FieldType>> = {
  text: { text: asString, widget: 'TextWidget' },
  domain: { text: asString, widget: 'TextWidget' },
  ip: { text: asString, widget: 'TextWidget' },
  cidr: { text: asString, widget: 'TextWidget' },
  url: { text: asString, widget: 'URLWidget' },
  email: { text: asString, widget: 'EmailWidget' },
  uuid: { text: asString, widget: 'TextWidget' },
  datetime: {
    text: (ctx) => formatDateTime(String(ctx.value), ctx.i18n.language),
    detail: (ctx) => <DateTimeValue value={String(ctx.value)} language={ctx.i18n.language} />,
    widget: 'DateTimeWidget',
  },
  country: {
    text: (ctx) => countryName(String(ctx.value), ctx.i18n.language),
    widget: 'CountryWidget',
  },
  enum: { text: enumText, cell: enumBadge, detail: enumBadge, widget: 'SelectWidget' },
  boolean: {
    text: (ctx) => (ctx.value ? ctx.t('common:values.yes') : ctx.t('common:values.no')),
    widget: 'SwitchWidget',
  },
  number: {
    text: (ctx) => numberFormat(ctx.i18n.language).format(asNumber(ctx.value)),
    widget: 'UpDownWidget',
  },
  bytes: {
    text: (ctx) => formatBytes(asNumber(ctx.value), ctx.i18n.language, stringHint(ctx.schema, 'unit')),
    widget: 'BytesWidget',
  },
  duration: {
    text: (ctx) => formatDuration(asNumber(ctx.value), ctx.i18n.language, stringHint(ctx.schema, 'unit')),
    widget: 'DurationWidget',
  },
  // A secret is never shown: the API returns it once at most, and a list or detail page is not that moment.
  secret: { text: () => '••••', widget: 'PasswordWidget' },
  pem: {
    text: (ctx) => pemSummary(String(ctx.value)),
    detail: (ctx) => <PemValue code={String(ctx.value)} label={ctx.label ?? ctx.field} />,
    widget: 'PemWidget',
  },
  list: { text: listText, detail: listDetail, widget: 'ArrayField' },
  object: { text: objectText, detail: objectDetail, widget: 'ObjectField' },
  // Read-only (the server's checks write it): never in a form.
  probe: { text: probeText, cell: probeValue, detail: probeValue, widget: 'ObjectField' },
};

export function isEmptyValue(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** The registry entry of a field. */
export function fieldTypeOf(schema: FieldSchema): FieldType {
  return fieldTypes[fieldKind(schema)];
}

/**
 * What an empty value reads as: the resource's own word for its field when the catalogue has one
 * (`resources:<resource>.emptyValues.<field>`: "Never" for an expiry), else "—".
 */
export function emptyValueText({ t, resource, field, path }: Omit<FieldValueContext, 'value'>): string {
  const own = path && path.length > 1 ? [] : [`resources:${resource}.emptyValues.${field}`];
  return t([...own, 'common:values.empty']);
}

/** Plain text of a value (CSV, titles): "—" when empty. */
export function fieldText(ctx: FieldValueContext): string {
  if (isEmptyValue(ctx.value)) return emptyValueText(ctx);
  return fieldTypeOf(ctx.schema).text(ctx);
}

/** A list cell. */
export function fieldCell(ctx: FieldValueContext): ReactNode {
  if (isEmptyValue(ctx.value)) return emptyValueText(ctx);
  const entry = fieldTypeOf(ctx.schema);
  return (entry.cell ?? entry.text)(ctx);
}

/** A detail value (without the copy button; see detail/DetailValue.tsx). */
export function fieldDetail(ctx: FieldValueContext): ReactNode {
  if (isEmptyValue(ctx.value)) return emptyValueText(ctx);
  const entry = fieldTypeOf(ctx.schema);
  return (entry.detail ?? entry.cell ?? entry.text)(ctx);
}
