// Network faults at the engine level: every registered resource's list, detail and edit form (screens.tsx
// enumerates them from the registry, the fixture resource included) rendered against a backend that fails — one
// fault per family and screen (timed out, unreachable, a 5xx with the server's message, a 5xx without one; the
// variants rotate over the screens). Each must settle on SPEC §8's text ("Request time out! …", the network text,
// the server's message, "An error occurred") with no spinner or progress bar left running — after the app's own
// automatic retries, on a fake clock — and its Retry must load the data once the fault is gone.
// The other console pages and the spec-named cases are in page-faults.test.tsx.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fieldNames } from '../../../src/engine/schema';
import type { AnyResource } from '../../../src/engine/types';
import { testI18n } from '../helpers';
import type { Fault } from './faults';
import { en, expectedText, faultFor, families, installFaultSuite, meetFault, type User } from './harness';
import {
  allAreas,
  fakeBackend,
  recordTitle,
  renderConsole,
  resourceScreens,
  sampleRecord,
  type FakeBackend,
  type ResourceScreen,
} from './screens';

function editLabel(resource: AnyResource): string {
  const i18n = testI18n();
  const own = `resources:${resource.name}.actions.edit`;
  return en()(i18n.exists(own) ? own : 'detail:actions.edit');
}

/** The data of the screen is on it. */
async function expectLoaded(screenInfo: ResourceScreen): Promise<void> {
  const { resource, kind } = screenInfo;
  if (kind === 'list') {
    expect((await screen.findAllByText(recordTitle, {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    return;
  }
  if (kind === 'detail') {
    expect(
      await screen.findByRole('heading', { level: 1, name: recordTitle }, { timeout: 10_000 }),
    ).toBeTruthy();
    return;
  }
  const form = await screen.findByRole('form', {}, { timeout: 10_000 });
  expect(form).toBeTruthy();
  // The record's values are in the form (when its title is one of the fields).
  const fields = fieldNames(resource.schemas.form, resource.schemas.form);
  if (fields.includes(resource.ui.detail.titleField)) {
    expect(await screen.findByDisplayValue(recordTitle)).toBeTruthy();
  }
}

/** Open the screen; for the drawer, open its detail page unfaulted, then fault and press Edit. */
async function openFaulted(screenInfo: ResourceScreen, backend: FakeBackend, fault: Fault, user: User) {
  if (screenInfo.kind === 'edit drawer') {
    renderConsole(screenInfo.path, backend);
    await screen.findByRole('heading', { level: 1, name: recordTitle }, { timeout: 10_000 });
    backend.fault = fault;
    await user.click(screen.getByRole('button', { name: editLabel(screenInfo.resource) }));
  } else {
    backend.fault = fault;
    renderConsole(screenInfo.path, backend);
  }
  await waitFor(() => expect(backend.faulted).toBeGreaterThan(0), { timeout: 10_000 });
}

const screens = resourceScreens();

installFaultSuite();

describe('the screens the faults run on', () => {
  it('are every registered resource’s list, detail and edit form', () => {
    const names = new Set(screens.map((s) => s.resource.name));
    for (const resource of allAreas.flatMap((area) => area.resources)) {
      if (resource.operations.list && resource.routes.list) expect(names.has(resource.name)).toBe(true);
    }
    const kinds = new Set(screens.map((s) => s.kind));
    expect([...kinds].sort()).toEqual(['detail', 'edit drawer', 'edit page', 'list']);
    expect(screens.length).toBeGreaterThanOrEqual(10);
  });
});

describe.each(screens.map((s, index) => [`${s.resource.name} ${s.kind}`, s, index] as const))(
  '%s',
  (_label, screenInfo, index) => {
    it.each(families.map((family) => [family] as const))('%s → error state, retry loads', async (family) => {
      const fault = faultFor(family, index);
      const backend = fakeBackend(sampleRecord(screenInfo.resource));
      const outcome = await meetFault(backend, fault, {
        open: (user) => openFaulted(screenInfo, backend, fault, user),
        recovered: async ({ retries, answeredBefore }) => {
          expect(retries).toHaveLength(1);
          await expectLoaded(screenInfo);
          expect(backend.answered.length).toBeGreaterThan(answeredBefore);
          expect(screen.queryByText(expectedText(fault))).toBeNull();
        },
      });
      expect(outcome).toBe('recovered');
    });
  },
);
