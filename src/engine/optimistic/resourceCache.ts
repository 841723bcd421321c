// An optimistic write of one record meets swr here: a confirmed answer replaces the record in every cached
// list page and item of its resource (no refetch, and swr drops any read that started before), and a re-read
// reads the one record (operations.get) — not the list, whose revalidation swr drops when another row's
// answer lands meanwhile. Keys are the engine's: [resource, 'list', params, query] and
// [resource, 'item', params, id] (useResourceCollection, ResourceDetailPage).
//
// Answers of one record are committed in the order their requests started (`requestOrder.ts`): an answer whose
// request started before that of an answer already committed is older news (two settings written at once, a
// re-read overtaken by a write) and is not committed; the record is read again instead, in case the server
// applied the requests in another order than they were sent.
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { Page, Versioned } from '../../api/adapters';
import { cancelledResult, isCancelled, type Cancelled } from '../../api/cancelled';
import type { AnyResource, RouteParams } from '../types';
import { nextRequestOrder } from './requestOrder';

type Row = Record<string, unknown>;

const ofResource = (name: string) => (key: unknown) => Array.isArray(key) && key[0] === name;

/** Per record ("<resource>:<id>"), the order of the request whose answer the caches hold. */
const committedOrders = new Map<string, number>();

export interface ResourceCache {
  /**
   * Puts the stored record (and its ETag) into every cached list page and item of the resource, unless an answer
   * of a request that started after `order` (default: now) is there already; false when it was not put.
   */
  commit: (id: string, answer: Versioned<Row>, order?: number) => boolean;
  /**
   * Reads one record again (the cancelled marker when it was cancelled); without `operations.get`, revalidates
   * the resource's mounted lists and items and resolves the cancelled marker.
   */
  reread: (id: string, params: RouteParams) => Promise<Versioned<Row> | Cancelled>;
}

export function useResourceCache(resource: AnyResource): ResourceCache {
  const { mutate } = useSWRConfig();
  const { name } = resource;
  const idField = resource.idField ?? 'id';

  const commit = useCallback(
    (id: string, answer: Versioned<Row>, order = nextRequestOrder()) => {
      const ofRecord = (key: unknown) => {
        if (!ofResource(name)(key)) return false;
        const kind = (key as unknown[])[1];
        return kind === 'list' || (kind === 'item' && (key as unknown[])[3] === id);
      };
      const record = `${name}:${id}`;
      if (order < (committedOrders.get(record) ?? 0)) {
        void mutate(ofRecord); // revalidates: the server's latest word settles it
        return false;
      }
      committedOrders.set(record, order);
      void mutate(
        ofRecord,
        (cached: unknown) => {
          if (!cached || typeof cached !== 'object') return cached;
          if ('items' in cached) {
            const page = cached as Page<Row>;
            if (!page.items.some((row) => String(row[idField]) === id)) return cached;
            return {
              ...page,
              items: page.items.map((row) => (String(row[idField]) === id ? answer.record : row)),
            };
          }
          if ('record' in cached) return { ...(cached as Versioned<Row>), ...answer };
          return cached;
        },
        { revalidate: false },
      );
      return true;
    },
    [mutate, name, idField],
  );

  const get = resource.operations.get;
  const reread = useCallback(
    async (id: string, params: RouteParams): Promise<Versioned<Row> | Cancelled> => {
      if (!get) {
        // Only the key filter: swr revalidates the matching keys without touching their data first.
        await mutate(ofResource(name));
        return cancelledResult;
      }
      const answer = (await get(id, { params })) as Versioned<Row>;
      return isCancelled(answer.record) ? cancelledResult : answer;
    },
    [get, mutate, name],
  );

  return useMemo(() => ({ commit, reread }), [commit, reread]);
}
