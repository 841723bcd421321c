// ETags of versioned rows and the If-Match check every update and delete makes.
import { HttpError } from '../errors.js';

export function etagOf(row: { id: string; version: number }): string {
  return `"${row.id.slice(0, 8)}.${row.version}"`;
}

/** If-Match holds one or more ETags (weak or strong) or '*'; absent means "whatever is current". */
export function ifMatchSatisfied(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true;
  const wanted = header.split(',').map((t) => t.trim().replace(/^W\//, ''));
  return wanted.includes('*') || wanted.includes(etag);
}

/**
 * 412 carrying the current ETag, so the client can reload the current state and retry knowingly.
 */
export function staleWrite(currentEtag: string): HttpError {
  return new HttpError(
    412,
    'The resource changed since you read it; reload and try again.',
    'precondition_failed',
    { etag: currentEtag },
  );
}

/** Throws 412 (with the current ETag) when If-Match names another version. */
export function requireMatch(header: string | undefined, current: { id: string; version: number }): void {
  const etag = etagOf(current);
  if (!ifMatchSatisfied(header, etag)) throw staleWrite(etag);
}
