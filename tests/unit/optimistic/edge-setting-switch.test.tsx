// Spec: src/engine/specs/optimistic.md (edge settings, SPEC §4) — a site's basic edge settings page with its
// switches, against the model server (cdnServer.ts) through the real client and swr. A PATCH answers every edge
// setting and the site's new ETag, which go into the site's swr item ([site, 'item', {siteId}, id]); answers
// are held and delivered in the order each test names.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { optimisticStore } from '../../../src/engine/optimistic/optimisticStore';
import { recordSwitchStates } from '../../support/switchHistory';
import {
  deferredRendersDone,
  edgeSwitch,
  isSiteItem,
  nothingMarkedPending,
  pendingKeys,
  readAgain,
  renderBasicEdgeSettings,
} from './cdnHarness';
import { CdnServer } from './cdnServer';
import { until } from '../../support/until';

const siteRead = /^GET \/cdn\/sites\/[^/]+$/;

afterEach(() => {
  optimisticStore.clear(); // a failed case leaves no pending change to the next
});

/** The development mode row's note while it is on: when it turns itself off, once the site's end time is known. */
const developmentModeNote = () => screen.queryByTestId('development-mode-until')?.textContent ?? null;

/** Everything settled: no change pending in the store or on the screen, no answer left to deliver. */
function expectSettled(server: CdnServer) {
  expect(pendingKeys()).toBe(0);
  expect(nothingMarkedPending()).toBe(true);
  expect(server.held).toHaveLength(0);
}

describe('edge setting switch', () => {
  it('MUST NOT show the value from before a confirmed change again', async () => {
    const server = new CdnServer();
    await renderBasicEdgeSettings(server);
    const history = recordSwitchStates('Always use HTTPS');
    fireEvent.click(edgeSwitch('Always use HTTPS'));
    await until(() => expect(server.deliverable('write')).toHaveLength(1));
    expect(server.deliver('write')).toBe(true);
    await until(() => expect(pendingKeys()).toBe(0));
    await deferredRendersDone();
    history.stop();
    expect(history.states).toEqual([true]);
    expect(edgeSwitch('Always use HTTPS').checked).toBe(true);
    expect(server.edgeSetting('always_use_https')).toBe('active');
    expectSettled(server);
  });

  it('MUST NOT let a read of the site that started before a write show the value from before it', async () => {
    const server = new CdnServer();
    await renderBasicEdgeSettings(server);
    const history = recordSwitchStates('Always use HTTPS');
    // The server answers this read with HTTPS not forced yet; its answer is held until after the write's.
    const read = readAgain(isSiteItem(server.site.id));
    await until(() => expect(server.deliverable('read', siteRead)).toHaveLength(1));
    fireEvent.click(edgeSwitch('Always use HTTPS'));
    await until(() => expect(server.deliverable('write')).toHaveLength(1));
    expect(server.deliver('write')).toBe(true);
    await until(() => expect(pendingKeys()).toBe(0));
    expect(server.deliver('read', siteRead)).toBe(true);
    await act(() => read); // swr has taken the read's answer (or dropped it)
    await deferredRendersDone();
    history.stop();
    expect(history.states).toEqual([true]);
    expect(edgeSwitch('Always use HTTPS').checked).toBe(true);
    expect(server.edgeSetting('always_use_https')).toBe('active');
    expectSettled(server);
  });

  it('MUST keep both of two settings written at once when the first answer arrives last', async () => {
    const server = new CdnServer();
    await renderBasicEdgeSettings(server);
    const https = recordSwitchStates('Always use HTTPS');
    const bots = recordSwitchStates('Bot fight mode');
    fireEvent.click(edgeSwitch('Always use HTTPS'));
    await until(() => expect(server.deliverable('write')).toHaveLength(1));
    fireEvent.click(edgeSwitch('Bot fight mode'));
    await until(() => expect(server.deliverable('write')).toHaveLength(2));
    // Each answer holds every setting as stored when its write ran: the first one, bot fight mode still off.
    const [first, second] = server.deliverable('write');
    second!.deliver();
    server.held.splice(server.held.indexOf(second!), 1);
    await until(() => expect(edgeSwitch('Bot fight mode').closest('[data-pending]')).toBeNull());
    first!.deliver();
    server.held.splice(server.held.indexOf(first!), 1);
    await until(() => expect(pendingKeys()).toBe(0));
    // The older answer is dropped and the site read again.
    await until(() => expect(server.deliverable('read', siteRead)).toHaveLength(1));
    expect(server.deliver('read', siteRead)).toBe(true);
    await until(() => expect(server.held).toHaveLength(0));
    await deferredRendersDone();
    https.stop();
    bots.stop();
    expect(https.states).toEqual([true]);
    expect(bots.states).toEqual([true]);
    expect(edgeSwitch('Always use HTTPS').checked).toBe(true);
    expect(edgeSwitch('Bot fight mode').checked).toBe(true);
    expectSettled(server);
  });

  // Development mode's commit reads the site again (for its end time, which the row then shows). That read runs
  // on the server before a write of another setting sent after it, so its answer holds the other setting's old
  // value; the write's answer and the re-read's may land in either order.
  describe('while the site is read again after development mode was turned on', () => {
    /** Turns development mode on and delivers its write; resolves with the site's re-read held. */
    async function turnOnDevelopmentMode(server: CdnServer) {
      fireEvent.click(edgeSwitch('Development mode'));
      await until(() => expect(server.deliverable('write')).toHaveLength(1));
      expect(server.deliver('write')).toBe(true);
      await until(() => expect(server.deliverable('read', siteRead)).toHaveLength(1));
      expect(developmentModeNote()).not.toMatch(/^On until /); // its end time comes with the re-read
    }

    /** Delivers the re-read and waits until its site is in the cache (the row shows the end time it brings). */
    async function deliverReread(server: CdnServer) {
      expect(server.deliver('read', siteRead)).toBe(true);
      await until(() => expect(developmentModeNote()).toMatch(/^On until /));
    }

    it('MUST NOT undo a change of another setting whose write is answered after the re-read', async () => {
      const server = new CdnServer();
      await renderBasicEdgeSettings(server);
      await turnOnDevelopmentMode(server);
      const history = recordSwitchStates('Always use HTTPS');
      fireEvent.click(edgeSwitch('Always use HTTPS'));
      await until(() => expect(server.deliverable('write')).toHaveLength(1));
      await deliverReread(server); // HTTPS not forced yet in it, while its write is in flight
      expect(server.deliver('write')).toBe(true);
      await until(() => expect(pendingKeys()).toBe(0));
      await deferredRendersDone();
      history.stop();
      expect(history.states).toEqual([true]);
      expect(edgeSwitch('Always use HTTPS').checked).toBe(true);
      expect(edgeSwitch('Development mode').checked).toBe(true);
      expect(server.edgeSetting('always_use_https')).toBe('active');
      expectSettled(server);
    });

    // The re-read's answer was read before the write ran, and the write's answer is in the cache already: the
    // older answer is dropped and the site read again, which brings both the end time and the forced HTTPS.
    it('MUST NOT undo a change of another setting whose write is answered before the re-read', async () => {
      const server = new CdnServer();
      await renderBasicEdgeSettings(server);
      await turnOnDevelopmentMode(server);
      const history = recordSwitchStates('Always use HTTPS');
      fireEvent.click(edgeSwitch('Always use HTTPS'));
      await until(() => expect(server.deliverable('write')).toHaveLength(1));
      expect(server.deliver('write')).toBe(true);
      await until(() => expect(pendingKeys()).toBe(0)); // the change settled
      expect(server.deliver('read', siteRead)).toBe(true); // HTTPS not forced yet in it
      await until(() => expect(server.deliverable('read', siteRead)).toHaveLength(1));
      await deliverReread(server);
      await deferredRendersDone();
      history.stop();
      expect(history.states).toEqual([true]);
      expect(edgeSwitch('Always use HTTPS').checked).toBe(true);
      expect(edgeSwitch('Development mode').checked).toBe(true);
      expect(server.edgeSetting('always_use_https')).toBe('active');
      expectSettled(server);
    });
  });
});
