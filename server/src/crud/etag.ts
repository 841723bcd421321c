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

/** If-Match holds one or more ETags (weak or strong) or '*'; absent means "whatever is current". */
export function ifMatchSatisfied(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true;
  const wanted = header.split(',').map((t) => t.trim().replace(/^W\//, ''));
  return wanted.includes('*') || wanted.includes(etag);
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
