// What the collections that live under one site (/cdn/sites/{id}/page_rules, …/firewall_rules, …) share beyond
// their derived operations: the site id from the route's `siteId`, and a status switch by replacing the record.
import { isCancelled } from '../../api/cancelled';
import type { OperationContext, ResourceOperations } from '../../engine/types';

/** The parent site's id from the route (`siteId`); a child screen without one is a programming error. */
export function siteIdOf(ctx: Pick<OperationContext, 'params'>): string {
  const id = ctx.params.siteId;
  if (!id) throw new Error('A site child resource needs the siteId route parameter');
  return id;
}

/**
 * `setStatus` for a collection without a status path: reads the record, then replaces it with only `status`
 * changed, at the ETag it was read at (a change made meanwhile answers 412 and the switch restores itself).
 * `inputFields` are the writable fields (the form schema's properties), or a loader of them (the form schema loads
 * lazily); read-only and null values are left out.
 */
export function setStatusByReplace<TRecord, TInput>(
  operations: Pick<ResourceOperations<TRecord, TInput>, 'get' | 'update'>,
  inputFields: readonly string[] | (() => Promise<readonly string[]>),
): NonNullable<ResourceOperations<TRecord, TInput>['setStatus']> {
  const { get, update } = operations as Required<typeof operations>;
  return async (id, status, ctx) => {
    const current = await get(id, ctx);
    // An identical read replaced this one: resolve cancelled too (the switch re-reads).
    if (isCancelled(current.record)) return current;
    const record = current.record as Record<string, unknown>;
    const fields = typeof inputFields === 'function' ? await inputFields() : inputFields;
    const input = Object.fromEntries(
      fields
        .filter((field) => record[field] !== undefined && record[field] !== null)
        .map((field) => [field, record[field]]),
    );
    return update(id, { ...input, status } as TInput, { ...ctx, ifMatch: current.etag });
  };
}
