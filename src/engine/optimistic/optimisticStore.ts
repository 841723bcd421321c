// The state machine behind optimistic values (spec: src/engine/specs/optimistic.md), without React. One entry
// per key (e.g. "group_member:<id>:status") while a change is not settled; none once the display may follow
// the server's value again. Entries live outside components, so a row that scrolls out of a virtualised table
// or a list that re-renders keeps its pending change.
//
// Writes of one key go out one at a time, the latest intent next. Two writes of one value in flight at once
// reach the server in any order, and the client would cancel the earlier of two identical ones while the
// server still runs it: sending the next intent only after the previous answer keeps the last intent the
// last write the server sees. A write that is cancelled anyway (an identical request sent by someone else
// replaced it) is no failure: nothing is restored and nothing is said, and the value is read again at the end.
import { isCancelled, type Cancelled } from '../../api/cancelled';
import { newIdempotencyKey } from '../../api/requestKey';
import { nextRequestOrder } from './requestOrder';

/** What a write receives besides the value. */
export interface OptimisticWriteContext {
  /**
   * A fresh Idempotency-Key for this write (send it as the header). Each intent is a new request: a write
   * repeated after an earlier identical one was lost must be applied again, not answered with the stored
   * answer of that earlier one while another value was written in between.
   */
  idempotencyKey: string;
}

export interface OptimisticHandlers<T, R> {
  /** Sends the value; resolves with the server's answer, or the cancelled marker (`api/cancelled.ts`). */
  write: (next: T, context: OptimisticWriteContext) => Promise<R | Cancelled>;
  /** The value the server holds after a successful write (default: the value sent). */
  valueIn?: (result: R) => T;
  /**
   * Puts a successful answer into the caches other views read (e.g. swr's cached list and record). `order` is
   * the number its request took as it started (`requestOrder.ts`): a cache keeps the answer of the request that
   * started last.
   */
  commit?: (result: R, order: number) => unknown;
  /**
   * Reads the value again from the server when the outcome is unknown (a write failed or was cancelled):
   * resolves like `write`. Its answer is committed when no newer intent came meanwhile.
   */
  reread?: () => Promise<R | Cancelled>;
  /** The latest intent failed (its value is no longer shown). */
  onError: (error: unknown, attempted: T) => void;
  equals: (a: T, b: T) => boolean;
}

/** What a key shows while it has an entry. */
export interface OptimisticView<T> {
  value: T;
  /** A write is in flight or the value is being read again. */
  pending: boolean;
}

interface Entry<T, R> {
  key: string;
  /** The latest value the server is known to hold (the shown value when the change began, then answers). */
  confirmed: T;
  /** The user's latest wish: what is shown. */
  intent: T;
  /** The value of the write in flight. */
  inFlight: { value: T } | null;
  /** A write failed or was cancelled: the server's value is read again once nothing is in flight. */
  reread: boolean;
  /** Counts intents, so a re-read that finishes after a newer intent leaves that intent alone. */
  generation: number;
  refreshing: boolean;
  handlers: OptimisticHandlers<T, R>;
  view: OptimisticView<T>;
}

export class OptimisticStore {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private readonly entries = new Map<string, Entry<any, any>>();
  private readonly listeners = new Map<string, Set<() => void>>();
  /** What each key's last change settled on, kept after its entry is gone (`settled`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private readonly settledViews = new Map<string, OptimisticView<any>>();

  subscribe = (key: string, listener: () => void): (() => void) => {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  };

  /** The shown value and whether it is pending, or undefined when the key shows the server's value. */
  view<T>(key: string): OptimisticView<T> | undefined {
    return (this.entries.get(key) as Entry<T, unknown> | undefined)?.view;
  }

  /**
   * The value the key's last change settled on: the server's value as the store last knew it, which the
   * caches were given. Views show it while the cache's new value is still on its way to the screen.
   */
  settled<T>(key: string): OptimisticView<T> | undefined {
    return this.settledViews.get(key) as OptimisticView<T> | undefined;
  }

  /** Keys with a change not settled yet (tests check that none is left behind). */
  get size(): number {
    return this.entries.size;
  }

  /** Forgets every entry; answers still to come change nothing (tests, between cases). */
  clear(): void {
    const keys = [...this.entries.keys()];
    this.entries.clear();
    this.settledViews.clear();
    for (const key of keys) this.emit(key);
  }

  /**
   * Shows `next` at once and sends it. `current` is the server's value as the caller shows it (used when the
   * key has no entry). Returns false, sending nothing, when `next` equals the value shown.
   */
  set<T, R>(key: string, next: T, current: T, handlers: OptimisticHandlers<T, R>): boolean {
    let entry = this.entries.get(key) as Entry<T, R> | undefined;
    const shown = entry ? entry.intent : current;
    if (handlers.equals(next, shown)) return false;
    if (!entry) {
      entry = {
        key,
        confirmed: current,
        intent: next,
        inFlight: null,
        reread: false,
        generation: 0,
        refreshing: false,
        handlers,
        view: { value: next, pending: true },
      };
      this.entries.set(key, entry);
    } else {
      entry.intent = next;
      entry.handlers = handlers;
    }
    entry.generation += 1;
    this.publish(entry);
    this.pump(entry);
    return true;
  }

  private publish<T, R>(entry: Entry<T, R>): void {
    entry.view = { value: entry.intent, pending: true };
    this.emit(entry.key);
  }

  private emit(key: string): void {
    for (const listener of [...(this.listeners.get(key) ?? [])]) listener();
  }

  /** Sends the latest intent when nothing is in flight and it differs from the server's value; else settles. */
  private pump<T, R>(entry: Entry<T, R>): void {
    if (this.entries.get(entry.key) !== entry || entry.inFlight) return;
    if (!entry.handlers.equals(entry.intent, entry.confirmed)) this.send(entry);
    else this.finish(entry);
  }

  private send<T, R>(entry: Entry<T, R>): void {
    const value = entry.intent;
    const { handlers } = entry;
    entry.inFlight = { value };
    const order = nextRequestOrder();
    let written: Promise<R | Cancelled>;
    try {
      written = handlers.write(value, { idempotencyKey: newIdempotencyKey() });
    } catch (error) {
      written = Promise.reject(error);
    }
    written
      .then(
        (result) => {
          if (isCancelled(result)) {
            // An identical request took this one's place and carries the same value to the server.
            entry.confirmed = value;
            entry.reread = true;
            return;
          }
          entry.confirmed = handlers.valueIn ? handlers.valueIn(result) : value;
          handlers.commit?.(result, order);
          // The server answered another value than the one sent: its word is final for this intent.
          if (entry.handlers.equals(entry.intent, value) && !entry.handlers.equals(value, entry.confirmed)) {
            entry.intent = entry.confirmed;
            this.publish(entry);
          }
        },
        (error: unknown) => {
          // A refusal changed nothing, but a timeout or a lost answer may have: read the value again.
          entry.reread = true;
          if (!entry.handlers.equals(entry.intent, value)) return; // superseded: the newer intent goes next
          entry.intent = entry.confirmed;
          this.publish(entry);
          handlers.onError(error, value);
        },
      )
      .finally(() => {
        entry.inFlight = null;
        this.pump(entry);
      });
  }

  /** Nothing left to send: drop the entry, after reading the value again when the outcome is unknown. */
  private finish<T, R>(entry: Entry<T, R>): void {
    const { reread } = entry.handlers;
    if (!entry.reread || !reread) {
      this.remove(entry);
      return;
    }
    if (entry.refreshing) return;
    entry.reread = false;
    entry.refreshing = true;
    const generation = entry.generation;
    const order = nextRequestOrder();
    const done = (result?: R | Cancelled) => {
      entry.refreshing = false;
      if (this.entries.get(entry.key) !== entry || entry.inFlight) return;
      // A newer intent settled meanwhile and may need its own re-read (skipped while this one ran).
      if (entry.generation !== generation) {
        this.pump(entry);
        return;
      }
      if (result !== undefined && !isCancelled(result)) {
        const { handlers } = entry;
        entry.confirmed = handlers.valueIn ? handlers.valueIn(result) : entry.intent;
        handlers.commit?.(result, order);
      }
      this.remove(entry);
    };
    let read: Promise<R | Cancelled>;
    try {
      read = reread();
    } catch (error) {
      read = Promise.reject(error);
    }
    read.then(done, () => done());
  }

  private remove<T, R>(entry: Entry<T, R>): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.settledViews.set(entry.key, { value: entry.confirmed, pending: false });
    this.entries.delete(entry.key);
    this.emit(entry.key);
  }
}

/** The console's one store: every optimistic value of every screen. */
export const optimisticStore = new OptimisticStore();
