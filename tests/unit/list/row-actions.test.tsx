import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../helpers';
import { listOver, makeSites, mockedSite, renderList } from './harness';
import type { ResourceEditor } from '../../../src/engine/editor/useResourceEditor';

// The editor (page or drawer) is the form engine's; these tests check what the list asks of it.
const editor = vi.hoisted(() => ({
  current: {} as ResourceEditor,
}));
vi.mock('../../../src/engine/editor/useResourceEditor', () => ({
  useResourceEditor: () => editor.current,
}));

const sites = makeSites(3);

beforeEach(() => {
  localStorage.clear();
  signIn();
  editor.current = {
    canCreate: true,
    canEdit: true,
    canDuplicate: true,
    openCreate: vi.fn(),
    openEdit: vi.fn(),
    openDuplicate: vi.fn(),
    element: null,
  };
});

async function openMenu(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return { user, menu: await screen.findByRole('menu') };
}

const items = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);

describe('row actions', () => {
  it('MUST offer only the actions the user may do and the resource supports', async () => {
    renderList(mockedSite({ list: listOver(sites) }));
    const first = await openMenu('site-01');
    expect(items(first.menu)).toEqual(['Edit', 'Duplicate', 'Delete']);
  });

  it('MUST offer only the actions the user may do and the resource supports (fewer editor actions, no delete operation)', async () => {
    editor.current = { ...editor.current, canEdit: false, canDuplicate: false };
    const { unmount } = renderList(mockedSite({ list: listOver(sites) }));
    const { menu } = await openMenu('site-02');
    expect(items(menu)).toEqual(['Delete']);
    unmount();
    editor.current = { ...editor.current, canDuplicate: true };
    renderList(mockedSite({ list: listOver(sites), delete: undefined }));
    const second = await openMenu('site-02');
    expect(items(second.menu)).toEqual(['Duplicate']);
  });

  it("MUST open the editor for Edit and Duplicate with the row's id", async () => {
    renderList(mockedSite({ list: listOver(sites) }));
    const edit = await openMenu('site-02');
    await edit.user.click(within(edit.menu).getByRole('menuitem', { name: 'Edit' }));
    expect(editor.current.openEdit).toHaveBeenCalledWith(sites[1]!.id);
    const duplicate = await openMenu('site-03');
    await duplicate.user.click(within(duplicate.menu).getByRole('menuitem', { name: 'Duplicate' }));
    expect(editor.current.openDuplicate).toHaveBeenCalledWith(sites[2]!.id, sites[2]);
  });

  it("MUST open the delete confirmation for Delete with the row's id and title", async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    renderList(mockedSite({ list: listOver(sites), delete: remove }));
    const { user, menu } = await openMenu('site-02');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('site-02');
    // Sites are parent resources: the name is typed before Delete is enabled.
    await user.type(within(dialog).getByRole('textbox'), 'site-02');
    await user.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(sites[1]!.id, expect.anything()));
    expect(await screen.findByText('Successfully deleted')).toBeTruthy();
  });

  it('MUST offer no row menu to a user who may only read', async () => {
    signIn({ permission: ['cdn:read'] });
    editor.current = { ...editor.current, canEdit: false, canDuplicate: false, canCreate: false };
    renderList(mockedSite({ list: listOver(sites) }));
    await screen.findByRole('link', { name: 'site-01' });
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('MUST open the editor\'s create form from "Add" when the resource has no create page', async () => {
    const resource = mockedSite({ list: listOver(sites) });
    renderList({ ...resource, routes: { ...resource.routes, create: undefined } });
    await screen.findByRole('link', { name: 'site-01' });
    expect(screen.queryByRole('link', { name: 'Add site' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add site' }));
    expect(editor.current.openCreate).toHaveBeenCalledTimes(1);
  });
});
