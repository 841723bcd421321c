// The words of a History entry's changed fields, through the label mechanism the forms use: a top-level field
// by `resources.<resource>.fields.<field>` (then its schema title's), a nested property by
// `resources.<resource>.subfields.<field>.<property…>` and an enum value by `resources.<resource>.values.<path>`
// (labels.ts). Values are formatted through the type → widget registry, as on the Details tab.
// A path the record's schema does not know is not shown: the trail keeps whatever a handler wrote, and only
// what the schema describes has a label.
import type { RJSFSchema } from '@rjsf/utils';
import type { TFunction, i18n as I18n } from 'i18next';
import { fieldSchema, resolveSchema, type FieldSchema } from '../schema';
import { fieldLabel, fieldLabelKey, fieldTextKey, valueLabelKey } from '../labels';
import { fieldText } from '../fieldTypes/registry';
import { diffSnapshots, isObject, type FieldChange, type FieldPath } from './historyDiff';

/** What the History knows of the kind of record an entry is about (a registered resource, or an area's). */
export interface HistorySubject {
  /** The `resources.<name>` prefix of its texts. */
  name: string;
  /** The stored record's schema, resolved against `root`. */
  record: RJSFSchema;
  root: RJSFSchema;
  /** The fields people write (the form's): what a created or deleted record is shown by. */
  inputFields: readonly string[];
  /** The field naming a record ("Block admin" of a firewall rule). */
  titleField?: string;
}

export interface TextContext {
  i18n: I18n;
  t: TFunction;
  subject: HistorySubject;
}

/** What the trail stores in place of a secret (server plugins/audit.ts). */
const REDACTED = '[redacted]';
const nameSegments = (path: FieldPath) => path.filter((p): p is string => typeof p === 'string');

/** The branches a value may take: the schema itself, or its anyOf/oneOf alternatives. */
function branches(schema: FieldSchema, root: RJSFSchema): FieldSchema[] {
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])] as RJSFSchema[];
  return [schema, ...alternatives.map((s) => resolveSchema(s, root))];
}

/** The schema of the value at `path`, or undefined when the record's schema does not describe it. */
export function schemaAt(subject: HistorySubject, path: FieldPath): FieldSchema | undefined {
  const [field, ...rest] = path;
  const { record, root } = subject;
  const top = (resolveSchema(record, root).properties ?? {}) as Record<string, RJSFSchema>;
  if (typeof field !== 'string' || !(field in top)) return undefined;
  let node: FieldSchema | undefined = fieldSchema(record, field, root);
  for (const segment of rest) {
    const from: FieldSchema[] = node ? branches(node, root) : [];
    node = undefined;
    for (const branch of from) {
      if (typeof segment === 'number') {
        if (isObject(branch.items)) node = resolveSchema(branch.items as RJSFSchema, root);
      } else {
        const child = (branch.properties as Record<string, RJSFSchema> | undefined)?.[segment];
        if (child) node = resolveSchema(child, root);
      }
      if (node) break;
    }
    if (!node) return undefined;
  }
  return node;
}

/** The label of one named level of a path (`names` are the property names down to it). */
function levelLabel(ctx: TextContext, names: readonly string[], schema: FieldSchema | undefined): string {
  const { i18n, t, subject } = ctx;
  if (names.length === 1) return fieldLabel(i18n, t, subject.name, names[0] as string, schema);
  const title = typeof schema?.title === 'string' ? schema.title : undefined;
  const keys = [
    fieldTextKey(subject.name, 'fields', names),
    ...(title && title !== names.at(-1) ? [fieldLabelKey(subject.name, title)] : []),
  ];
  // No made-up label: without any key the first goes to i18next, which reports it missing.
  return t(keys.find((key) => i18n.exists(key)) ?? (keys[0] as string));
}

/** One label per level of the path ("Origin servers 2", "Weight"); an item number joins its list's label. */
export function pathLabels(ctx: TextContext, path: FieldPath): string[] {
  const labels: string[] = [];
  for (let i = 0; i < path.length; i += 1) {
    const segment = path[i] as string | number;
    if (typeof segment === 'number') {
      const list = labels.pop() ?? '';
      labels.push(ctx.t('detail:history.item', { label: list, number: segment + 1 }));
    } else {
      const here = path.slice(0, i + 1);
      labels.push(levelLabel(ctx, nameSegments(here), schemaAt(ctx.subject, here)));
    }
  }
  return labels;
}

/** A value as people read it: enum labels, formatted numbers and dates, an object as its labelled fields. */
export function valueText(ctx: TextContext, path: FieldPath, value: unknown): string {
  const { i18n, t, subject } = ctx;
  if (value === REDACTED) return t('detail:history.redacted');
  if (isObject(value)) {
    // Its fields, labelled below the path's own label: "URL: https://…; Weight: 2".
    const inside = diffSnapshots({}, value).map((c) => ({ ...c, path: [...path, ...c.path] }));
    const depth = nameSegments(path).length;
    const parts = describedChanges(ctx, inside).map(
      (row) => `${row.labels.slice(depth).join(' › ')}: ${row.after}`,
    );
    return parts.length > 0 ? parts.join('; ') : t('common:values.empty');
  }
  if (Array.isArray(value) && value.some(isObject)) {
    return value.map((item, i) => valueText(ctx, [...path, i], item)).join(' | ');
  }
  const field = nameSegments(path).join('.');
  let schema = schemaAt(subject, path) ?? {};
  // A number out of a fixed set (a redirect's 301) reads as the number, as the form offers it, unless the
  // resource words it (a rate limit's period).
  if (
    typeof value === 'number' &&
    schema.enum &&
    !i18n.exists(valueLabelKey(subject.name, field, String(value)))
  ) {
    const { enum: _choices, ...plain } = schema;
    schema = plain;
  }
  return fieldText({ i18n, t, resource: subject.name, field, schema, value });
}

/** A changed value with its words. */
export interface DescribedChange {
  path: FieldPath;
  labels: string[];
  before: string;
  after: string;
  /** The value is absent on that side (a field set for the first time, an item removed). */
  beforeEmpty: boolean;
  afterEmpty: boolean;
}

const isEmpty = (value: unknown) => value === undefined || value === null;

/** The changes the record's schema describes, in words; the others are left out. */
export function describedChanges(ctx: TextContext, changes: readonly FieldChange[]): DescribedChange[] {
  return changes
    .filter((change) => schemaAt(ctx.subject, change.path) !== undefined)
    .map((change) => ({
      path: change.path,
      labels: pathLabels(ctx, change.path),
      before: valueText(ctx, change.path, change.before),
      after: valueText(ctx, change.path, change.after),
      beforeEmpty: isEmpty(change.before),
      afterEmpty: isEmpty(change.after),
    }));
}
