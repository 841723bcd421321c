// The optimistic hook on one member's status, through the real client (middleware included) against the
// model server of memberServer.ts: the cache is a piece of state that answers (of writes and re-reads) are
// committed into.
import { useState, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { initApi } from '../../../src/api/client';
import { cancelledResult, isCancelled, type Cancelled } from '../../../src/api/cancelled';
import type { Versioned } from '../../../src/api/adapters';
import { ToastHost } from '../../../src/app/Toasts';
import {
  getMember,
  setMemberStatus,
  type Member,
  type MemberStatus,
} from '../../../src/areas/profile/profileApi';
import { OptimisticStore } from '../../../src/engine/optimistic/optimisticStore';
import { useOptimisticValue } from '../../../src/engine/optimistic/useOptimisticValue';
import { signIn, testI18n } from '../helpers';
import type { MemberServer } from './memberServer';

export type WriteResult = Versioned<Member> | Cancelled;

export function connect(server: MemberServer): void {
  signIn({ permission: ['iam:read', 'iam:write'] });
  initApi(
    { backends: { auth: 'http://test/api/auth', main: 'http://test/api/main' } },
    { fetch: server.fetch, navigate: () => undefined, currentPath: () => '/' },
  );
}

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={testI18n()}>
      <ToastHost>{children}</ToastHost>
    </I18nextProvider>
  );
}

/** Mounts the hook on `id`'s status (the cache starts at the server's value). */
export function mountStatus(server: MemberServer, id: string, store = new OptimisticStore()) {
  connect(server);
  const onError = vi.fn();
  const results: WriteResult[] = [];
  /** Every write that failed (refused, server error, timeout, lost connection), superseded or not. */
  const failures: unknown[] = [];
  const initial = server.status(id);
  const hook = renderHook(
    () => {
      const [cached, setCached] = useState<string>(initial);
      return useOptimisticValue<string, Versioned<Member>>({
        key: `member:${id}:status`,
        store,
        value: cached,
        write: async (next, { idempotencyKey }) => {
          const answer = await setMemberStatus(id, next as MemberStatus, { idempotencyKey }).catch(
            (error: unknown) => {
              failures.push(error);
              throw error;
            },
          );
          const result = isCancelled(answer.record) ? cancelledResult : answer;
          results.push(result);
          return result;
        },
        valueIn: (answer) => answer.record.status,
        commit: (answer) => setCached(answer.record.status),
        reread: async () => {
          const answer = await getMember(id);
          return isCancelled(answer.record) ? cancelledResult : answer;
        },
        onError,
      });
    },
    { wrapper: Wrapper },
  );
  return { hook, store, onError, results, failures };
}

/** Lets queued promises, the middleware's body reads and React updates run (fake clock: time stands still). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 6; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
