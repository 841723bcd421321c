// Network faults on the console pages that are not a resource's generic screen (the areas' own pages and the
// getting-started pages, from the route table): each meets every fault family; a page that loads data must settle
// on SPEC §8's text with nothing left loading and recover through its Retry buttons, a page that loads nothing
// must not be waiting for anything. Then the failed-load lines of the engine's specs, by name.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { siteResource } from '../../../src/areas/cdn/resources';
import { faults, specTexts, type Fault } from './faults';
import {
  expectedText,
  faultFor,
  families,
  installFaultSuite,
  meetFault,
  runClock,
  settleMs,
  setupUser,
} from './harness';
import {
  fakeBackend,
  otherPages,
  recordTitle,
  renderConsole,
  resourceScreens,
  sampleRecord,
} from './screens';

installFaultSuite();

describe('the other console pages', () => {
  const pages = otherPages();
  /** Pages that asked the backend for something (and so met the fault). */
  const loading = new Set<string>();

  it('are enumerated from the route table', () => {
    expect(pages.map((p) => p.name)).toEqual(expect.arrayContaining(['general-home', 'profile-info']));
  });

  it.each(pages.map((page, index) => [page.name, page, index] as const))(
    '%s: a failing backend → error text, nothing left loading, retry recovers (each fault family)',
    async (_name, page, index) => {
      for (const family of families) {
        const fault = faultFor(family, index);
        const backend = fakeBackend(undefined);
        let view: ReturnType<typeof renderConsole> | undefined;
        const outcome = await meetFault(backend, fault, {
          open: async () => {
            backend.fault = fault;
            view = renderConsole(page.path, backend);
            // A page that loads data asks for it on mount, its heading with it (the first chunk may compile now).
            await waitFor(() => expect(document.querySelector('h1')).not.toBeNull(), { timeout: 10_000 });
          },
          recovered: async () => {
            await waitFor(() => expect(screen.queryAllByText(expectedText(fault))).toEqual([]), {
              timeout: 10_000,
            });
          },
        });
        view?.unmount();
        // A page that loads nothing (under any fault) was checked not to be waiting for anything either.
        if (outcome === 'loaded nothing') return;
        loading.add(page.name);
      }
    },
  );

  it('include pages that load data (so the fault reached them)', () => {
    expect([...loading]).toEqual(expect.arrayContaining(['general-home']));
  });
});

// Named after the failed-load lines of src/engine/specs/detail.md, form-submission.md and list-state.md.

const fault = (name: string): Fault => {
  const found = faults.find((f) => f.name === name);
  if (!found) throw new Error(`no fault "${name}"`);
  return found;
};

const siteDetailPath = resourceScreens().find(
  (s) => s.resource === siteResource && s.kind === 'detail',
)!.path;

describe('src/engine/specs/detail.md', () => {
  it('MUST show a record that could not be loaded as "Something went wrong" with the reason, the request id and a Retry that loads it again', async () => {
    const backend = fakeBackend(sampleRecord(siteResource));
    backend.fault = fault('500 with the error envelope');
    renderConsole(siteDetailPath, backend);
    // The page's chunk is in (its own 120 s timer runs on the fake clock too) once it asks for the record.
    await waitFor(() => expect(backend.faulted).toBeGreaterThan(0));
    await runClock(settleMs);
    const state = (await screen.findByRole('heading', { level: 2, name: specTexts.somethingWentWrong }))
      .parentElement!;
    expect(within(state).getByText('Upstream failure 500')).toBeTruthy();
    expect(within(state).getByText('Request ID')).toBeTruthy();
    expect(within(state).getByText('req-500')).toBeTruthy();
    expect(within(state).getByRole('link', { name: 'Back to sites' })).toBeTruthy();
    backend.fault = null;
    await setupUser().click(within(state).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: recordTitle })).toBeTruthy();
  });
});

describe('a site’s settings pages (src/areas/cdn/site/SitePage.tsx)', () => {
  it('keep the settings on screen when reading the site again fails, saying they may be out of date, with Retry', async () => {
    const backend = fakeBackend(sampleRecord(siteResource));
    renderConsole(`${siteDetailPath}/edge/basic`, backend);
    expect(await screen.findByRole('switch', { name: /Development mode/ })).toBeTruthy();
    backend.fault = fault('500 with the error envelope');
    // swr reads the site again when the connection comes back.
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(backend.faulted).toBeGreaterThan(0));
    await runClock(settleMs);
    const stale = (await screen.findByText(/Showing the version loaded earlier/)).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(within(stale).getByText('Upstream failure 500')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Development mode/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: specTexts.somethingWentWrong })).toBeNull();
    backend.fault = null;
    await setupUser().click(within(stale).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Showing the version loaded earlier/)).toBeNull());
  });
});

describe('src/engine/specs/form-submission.md', () => {
  it('MUST show a record to edit that could not be loaded as "Something went wrong" with the reason, the request id and a Retry that loads it again', async () => {
    const backend = fakeBackend(sampleRecord(siteResource));
    renderConsole(siteDetailPath, backend);
    await screen.findByRole('heading', { level: 1, name: recordTitle });
    backend.fault = fault('503 with no body');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Edit site' }));
    // A site is edited where it is added: on a page (its detail in edit mode), no drawer.
    const title = await screen.findByRole('heading', {
      level: 2,
      name: specTexts.somethingWentWrong,
    });
    const state = title.parentElement!;
    expect(within(state).getByText(specTexts.generic)).toBeTruthy();
    expect(within(state).getByText('req-503')).toBeTruthy();
    backend.fault = null;
    await user.click(within(state).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue(recordTitle)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('src/engine/specs/list-state.md', () => {
  it.each([
    ['timed out: no answer', specTexts.timeout],
    [
      'connection refused (browser: Failed to fetch)',
      'The server could not be reached. Check your connection and try again.',
    ],
    ['502 with the error envelope', 'Upstream failure 502'],
    ["504 with a gateway's HTML page", specTexts.generic],
  ])(
    'MUST say why the list failed in SPEC §8\'s words: "Request time out! …", the network text, the server\'s message or "An error occurred" (%s)',
    async (name, text) => {
      const backend = fakeBackend(sampleRecord(siteResource));
      backend.fault = fault(name);
      renderConsole('/cdn/sites', backend);
      await waitFor(() => expect(backend.faulted).toBeGreaterThan(0));
      await runClock(settleMs);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(text)).toBeTruthy();
      expect(within(alert).queryByText('Failed to fetch')).toBeNull();
    },
  );
});
