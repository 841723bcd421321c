// What the engine-level fault suites share: the fault families, the fake clock that drives timeouts and the app's
// own retries, and the checks that a screen settled (its error text, nothing left loading, no crash).
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { loadingCount } from '../../../src/api/loading';
import { registerAreas } from '../../../src/engine/registry';
import { extraCatalogues } from '../../fixtures/extras';
import { resetApiState } from '../api/fakeServer';
import { signIn, testI18n } from '../helpers';
import { expectNoCrash, unwatchCrashes, watchCrashes } from './crashes';
import { faultsOf, type Fault, type FaultFamily } from './faults';
import { allAreas, everyPermission, type FakeBackend } from './screens';

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

export type User = ReturnType<typeof setupUser>;

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

/** The fault of `family` that the screen at `index` meets: each family's variants rotate over the screens. */
export function faultFor(family: FaultFamily, index: number): Fault {
  const variants = faultsOf(family);
  return variants[index % variants.length]!;
}

/** What a screen meeting a fault came to: it asked the backend for nothing, or it failed and recovered. */
export type FaultOutcome = 'loaded nothing' | 'recovered';

/**
 * One screen meeting one fault, the course both fault suites check: `open` renders it against the failing
 * backend; the fake clock runs past the app's own retries; the fault's text must be shown with nothing left
 * loading (a screen that asked for nothing must just not be loading). Then, the fault gone, every Retry the
 * screen shows is pressed, `recovered` checks the screen's own recovery (given the Retry buttons and how many
 * answers the backend had given before them), and a while later nothing may be loading. The screen must not
 * crash at any point (crashes.ts), whatever text it shows.
 */
export async function meetFault(
  backend: FakeBackend,
  fault: Fault,
  steps: {
    open: (user: User) => Promise<unknown>;
    recovered: (retried: { retries: HTMLElement[]; answeredBefore: number }) => Promise<void>;
  },
): Promise<FaultOutcome> {
  const user = setupUser();
  await steps.open(user);
  await runClock(settleMs);
  expectNoCrash(`under the fault "${fault.name}"`);
  if (backend.faulted === 0) {
    expectNothingRunning();
    return 'loaded nothing';
  }
  await expectErrorShown(fault);
  expectNothingRunning();

  backend.fault = null;
  const answeredBefore = backend.answered.length;
  const retries = screen.getAllByRole('button', { name: en()('common:actions.retry') });
  for (const retry of retries) await user.click(retry);
  await steps.recovered({ retries, answeredBefore });
  await runClock(10_000);
  expectNoCrash(`after Retry (the fault "${fault.name}" gone)`);
  expectNothingRunning();
  return 'recovered';
}

/**
 * The suites' set-up: the fixture area and its strings, a signed-in administrator, a fake clock that also runs,
 * and no crash in any case.
 */
export function installFaultSuite(): void {
  // The generic screens' chunks are compiled first, on the real clock: compiled while the fake clock runs past
  // the chunk timeout (a slow, loaded machine), the route would fail with "Request time out!" instead of meeting
  // the fault under test.
  beforeAll(async () => {
    await Promise.all([
      import('../../../src/engine/editor/EditorDrawer'),
      import('../../../src/engine/ResourceFormPage'),
      import('../../../src/engine/ResourceDetailPage'),
      import('../../../src/engine/ResourceListPage'),
    ]);
  }, 120_000);
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
    watchCrashes();
  });

  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
    unwatchCrashes();
    expectNoCrash('in this case');
  });
}
