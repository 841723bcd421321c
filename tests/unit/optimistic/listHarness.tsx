// The real group-members list page (engine list, swr, status switches) against the model server of
// memberServer.ts, through the real client. It loads on the real clock (lazy route chunks); the tests then
// move to a fake clock so that timeouts are theirs to fire.
import { act, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { vi } from 'vitest';
import { groupMemberResource } from '../../../src/areas/profile/resources';
import { optimisticStore } from '../../../src/engine/optimistic/optimisticStore';
import { profilePaths } from '../../../src/areas/profile/paths';
import { routesFor } from '../list/harness';
import { renderApp, signIn } from '../helpers';
import type { MemberServer } from './memberServer';

let mutateShown: ScopedMutator | undefined;

/** Hands the page's swr cache to the test (see `readListAgain`). */
function CacheHandle() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    mutateShown = mutate;
  }, [mutate]);
  return null;
}

/**
 * Starts a read of the members list, as any revalidation of the page would (a save elsewhere invalidating the
 * resource); its answer is held by the model server like every other.
 */
export function readListAgain(): void {
  void mutateShown!((key) => Array.isArray(key) && key[0] === groupMemberResource.name && key[1] === 'list');
}

export async function renderMembers(server: MemberServer, permission = ['iam:read', 'iam:write']) {
  signIn({ permission });
  server.answerReadsAtOnce = true;
  const routes = routesFor(groupMemberResource).map((route) => ({
    ...route,
    element: (
      <>
        <CacheHandle />
        {route.element}
      </>
    ),
  }));
  const rendered = renderApp(profilePaths.groupMembers, { fetch: server.fetch, requests: [] }, routes);
  // The first render compiles the lazy list chunk.
  const table = await screen.findByRole('table', { name: 'Group members' }, { timeout: 20_000 });
  await within(table).findByText(server.members[0]!.username, undefined, { timeout: 10_000 });
  server.answerReadsAtOnce = false;
  return rendered;
}

/** The switch of a member's row. */
export function switchOf(username: string): HTMLInputElement {
  return screen.getByRole('switch', { name: new RegExp(`^Status of ${username}:`) }) as HTMLInputElement;
}

/** The store's entries: none once everything settled. */
export const pendingKeys = () => optimisticStore.size;

/** Fake timers, but not Date: react-aria's press handling reads the real time. */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
}

export async function flushFake(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
