// ETags of versioned rows and the If-Match check every update and delete makes. Every 412 of the server comes
// from staleWrite: the error envelope with the resource's current state (`current`, as GET answers it) and its
// current ETag header, so a client can show what changed and retry knowingly.
import { HttpError } from '../errors.js';

export interface Versioned {
  id: string;
  version: number;
}

export function etagOf(row: Versioned): string {
  return `"${row.id.slice(0, 8)}.${row.version}"`;
}

/**
 * The entity-tags of an If-Match list (RFC 9110 §13.1.1): `*`, or comma-separated tags, each `"opaque"` or a
 * weak `W/"opaque"`. Undefined when the value is not such a list.
 */
function entityTags(header: string): { tag: string; weak: boolean }[] | '*' | undefined {
  if (header.trim() === '*') return '*';
  const tags: { tag: string; weak: boolean }[] = [];
  const item = /\s*(W\/)?("[\x21\x23-\x7e\x80-\xff]*")\s*(,|$)/y;
  let at = 0;
  while (at < header.length) {
    item.lastIndex = at;
    const m = item.exec(header);
    if (!m) return undefined;
    tags.push({ tag: m[2] as string, weak: m[1] !== undefined });
    at = item.lastIndex;
    if (m[3] === '') break;
  }
  return tags.length ? tags : undefined;
}

/**
 * If-Match uses the strong comparison (RFC 9110 §13.1.1): it holds when the header is `*` or names this exact
 * strong ETag. A weak tag never matches, whatever its opaque part, and a value that is no entity-tag list
 * matches nothing. Absent means "whatever is current".
 */
export function ifMatchSatisfied(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true;
  const tags = entityTags(header);
  if (tags === '*') return true;
  return tags?.some((t) => !t.weak && t.tag === etag) ?? false;
}

/** The current state for a 412: a value, or a function computing it (called only when the check fails). */
export type CurrentState = unknown;

/**
 * 412 carrying the current ETag header and, in the envelope's `current`, the resource as GET answers it
 * (the `data` of its GET).
 */
export function staleWrite(row: Versioned, current: CurrentState): HttpError {
  const state = typeof current === 'function' ? (current as () => unknown)() : current;
  return new HttpError(
    412,
    'The resource changed since you read it; reload and try again.',
    'precondition_failed',
    { etag: etagOf(row) },
    undefined,
    { current: state },
  );
}

/** Throws 412 (with the current ETag and state) when If-Match names another version. */
export function requireMatch(header: string | undefined, row: Versioned, current: CurrentState): void {
  if (!ifMatchSatisfied(header, etagOf(row))) throw staleWrite(row, current);
}

/** ETag of a whole list (every row's id and version, in order): changes whenever any row does. */
export function listEtagOf(rows: readonly Versioned[]): string {
  let h = 0x811c9dc5;
  for (const c of rows.map((r) => `${r.id}.${r.version}`).join(',')) {
    h ^= c.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `"list.${rows.length}.${h.toString(16)}"`;
}
