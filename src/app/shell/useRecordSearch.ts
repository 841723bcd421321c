// The command palette's record search as it runs: requests wait until typing pauses (`delayMs`), a newer query
// or the palette closing cancels the one in flight (its late answer is never shown), and the state says whether
// it is searching, failed (with a retry) or holds the hits of the current query.
import { useEffect, useRef, useState } from 'react';
import { isCancelled } from '../../api/cancelled';
import type { FoundRecord } from '../../engine/search';
import { searchRecords, type RecordRequest } from './recordSearch';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DELAY_MS = 200;

export interface RecordSearchState {
  status: 'idle' | 'loading' | 'error';
  /** Hits per request key, for the requests last asked. */
  hits: Readonly<Record<string, readonly FoundRecord[]>>;
}

const idle: RecordSearchState = { status: 'idle', hits: {} };

const sameRequests = (a: readonly RecordRequest[], b: readonly RecordRequest[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Whether `next` only narrows `previous` (more letters typed), so its hits may stay until the answer comes. */
function narrows(previous: readonly RecordRequest[], next: readonly RecordRequest[]): boolean {
  return (
    previous.length > 0 &&
    next.every((request) => {
      const before = previous.find((p) => p.key === request.key && p.kind === request.kind);
      return before !== undefined && request.q.toLowerCase().startsWith(before.q.toLowerCase());
    })
  );
}

export interface RecordSearch extends RecordSearchState {
  /** Searches for these requests (none: back to idle); called as the query changes. */
  search: (requests: readonly RecordRequest[]) => void;
  /** Asks the last requests again (after an error). */
  retry: () => void;
}

/** `active` false (the palette closed) cancels what is pending; `delayMs` is the pause typing must make. */
export function useRecordSearch(active: boolean, delayMs = SEARCH_DELAY_MS): RecordSearch {
  const [state, setState] = useState<RecordSearchState>(idle);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);
  const asked = useRef<readonly RecordRequest[]>([]);

  // Closing (or leaving) cancels what is pending: a late answer is never shown.
  useEffect(() => {
    const cancel = () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    };
    if (!active) cancel();
    return cancel;
  }, [active]);

  const run = (requests: readonly RecordRequest[], force = false) => {
    if (!force && sameRequests(requests, asked.current)) return;
    clearTimeout(timer.current);
    inFlight.current?.abort();
    const kept = narrows(asked.current, requests);
    asked.current = requests;
    if (requests.length === 0) {
      setState(idle);
      return;
    }
    setState((current) => ({ status: 'loading', hits: kept ? current.hits : {} }));
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      inFlight.current = controller;
      Promise.all(requests.map((request) => searchRecords(request, controller.signal))).then(
        (answers) => {
          // Replaced by a newer query or the palette closed: this answer is for nothing on screen.
          if (controller.signal.aborted) return;
          // Cancelled by an identical request elsewhere: nothing to show, and nothing is searching any more.
          if (answers.some(isCancelled)) return setState(idle);
          const hits = Object.fromEntries(
            requests.map((request, i) => [request.key, answers[i] as FoundRecord[]]),
          );
          setState({ status: 'idle', hits });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'error', hits: {} });
        },
      );
    }, delayMs);
  };

  return { ...state, search: (requests) => run(requests), retry: () => run(asked.current, true) };
}
