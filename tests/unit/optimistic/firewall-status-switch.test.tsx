// Spec: src/engine/specs/optimistic.md (the list's status switch) — a site's firewall rules list with its status
// switches, against the model server (cdnServer.ts) through the real client and swr. Answers are held and
// delivered in the order each test names.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import { optimisticStore } from '../../../src/engine/optimistic/optimisticStore';
import { recordSwitchStates } from '../../support/switchHistory';
import {
  deferredRendersDone,
  isFirewallList,
  nothingMarkedPending,
  pendingKeys,
  readAgain,
  renderFirewallRules,
  ruleSwitch,
} from './cdnHarness';
import { CdnServer } from './cdnServer';
import { until } from '../../support/until';

afterEach(() => {
  optimisticStore.clear(); // a failed case leaves no pending change to the next
});

describe('firewall rule status switch', () => {
  it('MUST NOT show the value from before a confirmed change again, not even while the new rows are still to render', async () => {
    const server = new CdnServer();
    await renderFirewallRules(server);
    const rule = server.rules.find((r) => r.status === 'active')!;
    const history = recordSwitchStates(rule.description);
    fireEvent.click(ruleSwitch(rule.description));
    await until(() => expect(server.deliverable('write')).toHaveLength(1));
    // The answer settles the change: the rule goes into the list's rows, which the table shows in a deferred
    // render (a refresh), after the store has let go of the change.
    expect(server.deliver('write')).toBe(true);
    await until(() => expect(pendingKeys()).toBe(0));
    await deferredRendersDone();
    history.stop();
    expect(history.states).toEqual([false]);
    expect(ruleSwitch(rule.description).checked).toBe(false);
    expect(server.ruleStatus(rule.id)).toBe('inactive');
    expect(nothingMarkedPending()).toBe(true);
    expect(server.held).toHaveLength(0);
  });

  it('MUST NOT let a list read that started before a write show the value from before it', async () => {
    const server = new CdnServer();
    await renderFirewallRules(server);
    const rule = server.rules.find((r) => r.status === 'active')!;
    const history = recordSwitchStates(rule.description);
    // The server answers this read with the rule still active; its answer is held until after the write's.
    const read = readAgain(isFirewallList);
    await until(() => expect(server.deliverable('read')).toHaveLength(1));
    fireEvent.click(ruleSwitch(rule.description));
    await until(() => expect(server.deliverable('write')).toHaveLength(1));
    expect(server.deliver('write')).toBe(true);
    await until(() => expect(pendingKeys()).toBe(0));
    expect(server.deliver('read')).toBe(true);
    await act(() => read); // swr has taken the read's answer (or dropped it)
    await deferredRendersDone();
    history.stop();
    expect(history.states).toEqual([false]);
    expect(ruleSwitch(rule.description).checked).toBe(false);
    expect(server.ruleStatus(rule.id)).toBe('inactive');
    expect(nothingMarkedPending()).toBe(true);
    expect(server.held).toHaveLength(0);
  });
});
