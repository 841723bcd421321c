import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn, site } from '../helpers';
import { drawerSite, mockedSite, routesFor } from './harness';
import { EditorHarness } from './EditorHarness';

function openCreatePage() {
  const create = vi.fn().mockResolvedValue(site);
  const get = vi.fn().mockResolvedValue({ record: site, etag: '"e1"' });
  const utils = renderApp('/cdn/sites/add/web', undefined, routesFor(mockedSite({ create, get })));
  return { ...utils, create, user: userEvent.setup() };
}

function openDrawerHost() {
  const resource = drawerSite({ create: vi.fn().mockResolvedValue(site), get: vi.fn() });
  const utils = renderApp(
    '/host',
    undefined,
    routesFor(resource, [{ path: '/host', element: <EditorHarness resource={resource} id={site.id} /> }]),
  );
  return { ...utils, user: userEvent.setup() };
}

beforeEach(() => signIn());

describe('unsaved changes', () => {
  it('MUST ask to discard before a router navigation away from a form with unsaved changes, and stay when the user keeps editing', async () => {
    const { user, router } = openCreatePage();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'draft');
    act(() => void router.navigate('/elsewhere'));
    let dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/cdn/sites/add/web');
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('draft');

    act(() => void router.navigate('/elsewhere'));
    dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('MUST leave silently when the form has no changes', async () => {
    const { router } = openCreatePage();
    await screen.findByRole('textbox', { name: /^Name/ });
    act(() => void router.navigate('/elsewhere'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('MUST not ask after a successful submit', async () => {
    const { user, router, create } = openCreatePage();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'blog');
    await user.type(screen.getByRole('textbox', { name: /Origin server URL/ }), 'https://origin.example.com');
    await user.click(screen.getByRole('button', { name: 'Create site' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cdn/sites/${site.id}`));
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeNull();
  });

  it('MUST ask before closing the drawer with unsaved changes, and close it silently without', async () => {
    const { user } = openDrawerHost();
    // Without changes: Cancel closes at once.
    await user.click(await screen.findByRole('button', { name: 'harness add' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add site' });
    await within(drawer).findByRole('textbox', { name: /^Name/ });
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add site' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // With changes: the close button asks; "Keep editing" keeps the drawer and the draft.
    await user.click(screen.getByRole('button', { name: 'harness add' }));
    const again = await screen.findByRole('dialog', { name: 'Add site' });
    await user.type(await within(again).findByRole('textbox', { name: /^Name/ }), 'draft');
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((within(again).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('draft');

    // Escape asks too; discarding closes the drawer.
    within(again).getByRole('textbox', { name: /^Name/ }).focus();
    await user.keyboard('{Escape}');
    ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add site' })).toBeNull());
  });

  it('MUST ask the browser to confirm closing or reloading the tab while the form has unsaved changes', async () => {
    const { user } = openCreatePage();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(name, 'draft');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
