// What the engine-level fault suites share: the fault families, the fake clock that drives timeouts and the app's
// own retries, and the checks that a screen settled (its error text, nothing left loading).
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { loadingCount } from '../../../src/api/loading';
import { registerAreas } from '../../../src/engine/registry';
import { extraCatalogues } from '../../fixtures/extras';
import { resetApiState } from '../api/fakeServer';
import { signIn, testI18n } from '../helpers';
import type { Fault, FaultFamily } from './faults';
import { allAreas, everyPermission } from './screens';

export const families: readonly FaultFamily[] = ['timeout', 'network', 'server-message', 'server-generic'];

/** Longer than the longest timeout times the app's retries (swr: 2 more attempts, backing off up to 25 s). */
export const settleMs = 300_000;

export const en = () => testI18n().getFixedT('en');

/** A user on the fake clock (no delays between steps, no pointer-events check: it costs more than the rest). */
export function setupUser() {
  return userEvent.setup({
    advanceTimers: vi.advanceTimersByTime,
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
  });
}

/** Run the fake clock in steps, letting React render between them. */
export async function runClock(totalMs: number, stepMs = 30_000): Promise<void> {
  for (let ms = 0; ms < totalMs; ms += stepMs) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(stepMs);
    });
  }
}

/** Nothing is loading: no request counted, no progress bar or spinner, no busy region. */
export function expectNothingRunning(): void {
  expect(loadingCount()).toBe(0);
  expect(screen.queryAllByRole('progressbar')).toEqual([]);
  expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
}

/** What the settled error state must say (in English). */
export function expectedText(fault: Fault): string {
  return fault.expect.text(en());
}

export async function expectErrorShown(fault: Fault): Promise<void> {
  const text = expectedText(fault);
  expect((await screen.findAllByText(text, {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
}

/** The suites' set-up: the fixture area and its strings, a signed-in administrator, a fake clock that also runs. */
export function installFaultSuite(): void {
  beforeAll(() => {
    registerAreas(allAreas);
    const i18n = testI18n();
    for (const [language, namespaces] of Object.entries(extraCatalogues)) {
      for (const [namespace, entries] of Object.entries(namespaces ?? {})) {
        i18n.addResourceBundle(language, namespace, entries, true, true);
      }
    }
  });

  beforeEach(() => {
    resetApiState();
    signIn({ permission: everyPermission(), role: 'administrator' });
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
  });

  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });
}
