// Spec: src/engine/specs/optimistic.md (the list's status switch) — the group members list page with its
// switches, against the model server (memberServer.ts) through the real client and swr.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { optimisticStore } from '../../../src/engine/optimistic/optimisticStore';
import { member } from '../../../src/areas/profile/profile.fixtures';
import { recordSwitchStates } from '../../support/switchHistory';
import { flushFake, pendingKeys, readListAgain, renderMembers, switchOf, useFakeClock } from './listHarness';
import { makeMembers, MemberServer, refusalMessage } from './memberServer';
import { until } from '../../support/until';

const rows = [
  ...makeMembers(2), // user-01 active, user-02 disabled
  member({ id: 'cccccccc-0000-4000-8000-0000000000ff', username: 'invitee', status: 'invited' }),
];

afterEach(() => {
  vi.useRealTimers();
  optimisticStore.clear(); // a failed case leaves no pending change to the next
});

describe('status switch', () => {
  it("MUST render the list's status switch per row with the row's title and status as its name, keyboard operable", async () => {
    const server = new MemberServer(rows);
    await renderMembers(server);
    const one = screen.getByRole('switch', { name: 'Status of user-01: Active' }) as HTMLInputElement;
    expect(one.checked).toBe(true);
    const two = screen.getByRole('switch', { name: 'Status of user-02: Disabled' }) as HTMLInputElement;
    expect(two.checked).toBe(false);

    const user = userEvent.setup();
    one.focus();
    await user.keyboard(' ');
    expect(
      (screen.getByRole('switch', { name: 'Status of user-01: Disabled' }) as HTMLInputElement).checked,
    ).toBe(false);
    await until(() => expect(server.writes).toHaveLength(1));
    expect(new URL(server.writes[0]!.url).pathname).toBe(`/api/main/tenant/member/${rows[0]!.id}/status`);
    expect(await server.writes[0]!.clone().json()).toEqual({ status: 'disabled' });
    server.deliver(0, 'write');
    await until(() => expect(pendingKeys()).toBe(0));
    expect(switchOf('user-01').checked).toBe(false);
    expect(server.status(rows[0]!.id)).toBe('disabled');
  });

  it('MUST NOT show the value from before a confirmed change again, not even while the new rows are still to render', async () => {
    const server = new MemberServer(rows);
    await renderMembers(server);
    const history = recordSwitchStates('user-01');
    fireEvent.click(switchOf('user-01'));
    await until(() => expect(server.writes).toHaveLength(1));
    // The answer settles the change: its value goes into the list's rows, which the table shows in a
    // deferred render (a refresh), after the store has already let go of the change.
    server.deliver(0, 'write');
    await until(() => expect(pendingKeys()).toBe(0));
    await until(() => expect(document.querySelector('[data-pending]')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20))); // every deferred render is done
    history.stop();
    expect(history.states).toEqual([false]);
    expect(switchOf('user-01').checked).toBe(false);
  });

  it('MUST NOT let a list read that started before a write show the value from before it', async () => {
    const server = new MemberServer(rows);
    await renderMembers(server);
    const history = recordSwitchStates('user-01');
    readListAgain(); // the server answers it with user-01 still active, held until after the write's answer
    await until(() => expect(server.deliverable('read')).toHaveLength(1));
    fireEvent.click(switchOf('user-01'));
    await until(() => expect(server.writes).toHaveLength(1));
    server.deliver(0, 'write');
    await until(() => expect(pendingKeys()).toBe(0));
    expect(server.deliver(0, 'read')).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    history.stop();
    expect(history.states).toEqual([false]);
    expect(switchOf('user-01').checked).toBe(false);
    expect(server.status(rows[0]!.id)).toBe('disabled');
  });

  it('MUST keep the status badge for values the switch does not set', async () => {
    await renderMembers(new MemberServer(rows));
    const table = screen.getByRole('table', { name: 'Group members' });
    const invitee = within(table).getByRole('row', { name: /invitee/ });
    expect(within(invitee).queryByRole('switch')).toBeNull();
    expect(within(invitee).getByText('Invited')).toBeTruthy();
    expect(screen.getAllByRole('switch')).toHaveLength(2);
  });

  it('MUST disable the status switch without write permission', async () => {
    const server = new MemberServer(rows);
    await renderMembers(server, ['iam:read']);
    for (const s of screen.getAllByRole('switch')) expect((s as HTMLInputElement).disabled).toBe(true);
    await userEvent.setup().click(switchOf('user-01'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(switchOf('user-01').checked).toBe(true);
    expect(server.writes).toHaveLength(0);
    expect(pendingKeys()).toBe(0);
  });

  it("MUST restore the prior value and show the error toast with the server's message when the latest write fails", async () => {
    const server = new MemberServer(rows, ['refused']);
    await renderMembers(server);
    useFakeClock();
    fireEvent.click(switchOf('user-01'));
    expect(switchOf('user-01').checked).toBe(false);
    await flushFake();
    server.deliver(0, 'write');
    await flushFake();
    expect(switchOf('user-01').checked).toBe(true);
    expect(screen.getByText(refusalMessage)).toBeTruthy();
    // The list is read again; then the row shows the server's value, settled.
    while (server.deliver(0, 'read')) await flushFake();
    expect(pendingKeys()).toBe(0);
    expect(switchOf('user-01').checked).toBe(true);
    expect(server.status(rows[0]!.id)).toBe('active');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(11_000); // the toast goes
    });
  });
});
