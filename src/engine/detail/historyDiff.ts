// What one audit entry changed, as rows of a field path with its value before and after: read from the entry's
// details — `before`/`after` snapshots (the server's write audit) or `changed: { field: { from, to } }`
// (hand-written handlers). Objects are walked down to the values that differ (a site's edge settings become
// one row per setting), arrays of objects item by item; arrays of plain values stay one row.

type Json = Record<string, unknown>;

/** A field path: property names, and item indexes inside arrays. */
export type FieldPath = readonly (string | number)[];

export interface FieldChange {
  path: FieldPath;
  before: unknown;
  after: unknown;
}

export type ChangeKind = 'created' | 'deleted' | 'updated' | 'none';

export interface ChangeSummary {
  kind: ChangeKind;
  /** updated: the values that differ. created/deleted: every value of the record as it was made or removed. */
  changes: FieldChange[];
}

export const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const objects = (value: unknown): value is Json[] => Array.isArray(value) && value.every(isObject);

/** Fields whose values move with any write; listing them would drown the real change. */
const bookkeeping = new Set(['updated_at', 'etag', 'version']);
/** Deeper than any schema of the console nests; the trail itself cuts at eight levels. */
const maxDepth = 6;

function walk(path: FieldPath, before: unknown, after: unknown, out: FieldChange[]) {
  if (same(before, after)) return;
  const depth = path.length;
  const absent = (value: unknown) => value === undefined || value === null;
  // An object on one side at least (the other missing): its properties, one row each.
  if (
    depth < maxDepth &&
    (isObject(before) || absent(before)) &&
    (isObject(after) || absent(after)) &&
    (isObject(before) || isObject(after))
  ) {
    const a = isObject(before) ? before : {};
    const b = isObject(after) ? after : {};
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])]) {
      if (depth === 0 && bookkeeping.has(key)) continue;
      walk([...path, key], a[key], b[key], out);
    }
    return;
  }
  // Lists of objects (origin servers, strategy targets): item by item; an added or removed item is one row.
  if (depth < maxDepth && (objects(before) || absent(before)) && (objects(after) || absent(after))) {
    const a = (before ?? []) as Json[];
    const b = (after ?? []) as Json[];
    if (a.length > 0 || b.length > 0) {
      for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
        if (a[i] && b[i]) walk([...path, i], a[i], b[i], out);
        else if (!same(a[i], b[i])) out.push({ path: [...path, i], before: a[i], after: b[i] });
      }
      return;
    }
  }
  out.push({ path, before, after });
}

/** The rows where `before` and `after` differ, bookkeeping fields left out. */
export function diffSnapshots(before: Json, after: Json): FieldChange[] {
  const out: FieldChange[] = [];
  walk([], before, after, out);
  return out;
}

/** What an entry changed, from its details. */
export function summarizeChange(details: Json | undefined): ChangeSummary {
  if (!details) return { kind: 'none', changes: [] };
  const { before, after, changed } = details;
  if (isObject(before) && isObject(after)) {
    const changes = diffSnapshots(before, after);
    return { kind: changes.length > 0 ? 'updated' : 'none', changes };
  }
  if (isObject(changed)) {
    const changes = Object.entries(changed).flatMap(([field, value]) =>
      isObject(value) && ('from' in value || 'to' in value)
        ? diffSnapshots({ [field]: value.from }, { [field]: value.to })
        : [],
    );
    if (changes.length > 0) return { kind: 'updated', changes };
  }
  if (isObject(after)) return { kind: 'created', changes: diffSnapshots({}, after) };
  if (isObject(before)) return { kind: 'deleted', changes: diffSnapshots(before, {}) };
  return { kind: 'none', changes: [] };
}

/** The record an entry is about as it is after the entry (or as it was, for a deletion). */
export function snapshotOf(details: Json | undefined): Json | undefined {
  if (!details) return undefined;
  if (isObject(details.after)) return details.after;
  if (isObject(details.before)) return details.before;
  return undefined;
}
