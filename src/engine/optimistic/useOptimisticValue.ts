// One optimistic value (spec: src/engine/specs/optimistic.md): shown at once, sent, restored with an error
// toast when the server refuses it, skipped when it equals what is shown, and settled so that what is shown is
// what the server holds. The state lives in `optimisticStore` under `key`, so every view of the same key shows
// the same value and a pending change survives its component.
import { useCallback, useDeferredValue, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@ds/Toast';
import type { Cancelled } from '../../api/cancelled';
import { errorMessage, requestIdNote } from '../errorMessage';
import {
  optimisticStore,
  type OptimisticStore,
  type OptimisticView,
  type OptimisticWriteContext,
} from './optimisticStore';

export interface OptimisticValueOptions<T, R> {
  /** Names the value across views, e.g. `group_member:<id>:status`. */
  key: string;
  /** The server's value as cached (e.g. the row of swr's list). */
  value: T;
  /** Sends a value; resolves with the answer or the cancelled marker. */
  write: (next: T, context: OptimisticWriteContext) => Promise<R | Cancelled>;
  /** The server's value in an answer (default: the value sent). */
  valueIn?: (result: R) => T;
  /** Writes an answer into the caches (swr `mutate` without revalidation), as of its request's `order`. */
  commit?: (result: R, order: number) => unknown;
  /** Reads the record again when a write failed or was cancelled; resolves like `write`. */
  reread?: () => Promise<R | Cancelled>;
  /** Told when the latest intent failed, after the error toast. */
  onError?: (error: unknown, attempted: T) => void;
  /** Default `Object.is`. */
  equals?: (a: T, b: T) => boolean;
  /** Another store (tests). */
  store?: OptimisticStore;
}

export interface OptimisticValue<T> {
  /** What to show: the pending intent, else the server's value. */
  value: T;
  /** A change of this key is not settled yet. */
  pending: boolean;
  /** Show `next` at once and send it; returns false (nothing sent) when it equals what is shown. */
  set: (next: T) => boolean;
}

export function useOptimisticValue<T, R>(options: OptimisticValueOptions<T, R>): OptimisticValue<T> {
  const { key, value, store = optimisticStore } = options;
  const { t } = useTranslation();
  const toast = useToast();
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  const read = useCallback(() => store.view<T>(key), [store, key]);
  const view: OptimisticView<T> | undefined = useSyncExternalStore(subscribe, read, read);
  const readSettled = useCallback(() => store.settled<T>(key), [store, key]);
  const settled = useSyncExternalStore(subscribe, readSettled, readSettled);
  // The store lets go of a change as soon as it settles, but the cache's new value may reach the screen later:
  // a table shows new rows in a deferred render. Until this view's own deferred render of the settlement, it
  // shows the value the change settled on; React renders deferred work together, so the table's new rows and
  // this view's return to the cache show at once, and the value from before the change never shows between.
  const caughtUp = useDeferredValue(settled);
  const shown = view ?? (settled !== caughtUp ? settled : undefined);
  // A press acts on what this render shows: in the catch-up window that is the settled value, not the cache's
  // older one, so turning it back is a change to send rather than "equal to what is shown".
  const displayed = shown ? shown.value : value;

  const { write, valueIn, commit, reread, onError, equals = Object.is } = options;
  const set = (next: T) =>
    store.set<T, R>(key, next, displayed, {
      write,
      valueIn,
      commit,
      reread,
      equals,
      onError: (error, attempted) => {
        toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) });
        onError?.(error, attempted);
      },
    });

  return { value: displayed, pending: !!shown?.pending, set };
}
