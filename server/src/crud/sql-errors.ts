// The answers of a write the database refuses: a unique violation is a 409 (the resource's own, or a generic
// duplicate), a foreign key violation on a write a 404 (a referenced row is missing), on a delete a 409 (the row
// is still in use). Any other error passes through unchanged.
import { sqlState, UNIQUE_VIOLATION } from '../db/index.js';
import { conflict, notFound } from '../errors.js';
import type { CrudResource, VersionedRow } from './definition.js';

export const FOREIGN_KEY_VIOLATION = '23503';

/** The error a create or update answers for `err`. */
export function writeError<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  resource: CrudResource<Row, Out, CreateInput, UpdateInput>,
  err: unknown,
  input: CreateInput | UpdateInput,
): unknown {
  const state = sqlState(err);
  if (state === UNIQUE_VIOLATION)
    return resource.duplicate?.(input) ?? conflict(`This ${resource.noun} already exists.`, 'duplicate');
  if (state === FOREIGN_KEY_VIOLATION)
    return notFound(resource.missingReference ?? `Something this ${resource.noun} refers to does not exist.`);
  return err;
}

/** The error a delete answers for `err`. */
export function deleteError(resource: { noun: string }, err: unknown): unknown {
  if (sqlState(err) === FOREIGN_KEY_VIOLATION)
    return conflict(`This ${resource.noun} is still in use.`, 'in_use');
  return err;
}
