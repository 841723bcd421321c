import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteResource } from '../../../src/areas/cdn/resources';
import { ApiError } from '../../../src/api/errors';
import type { AnyResource } from '../../../src/engine/types';
import { renderApp, signIn, site } from '../helpers';
import { mockedSite, routesFor } from './harness';

type User = ReturnType<typeof userEvent.setup>;

/** The site entry with an edit page, so the form page can be opened in edit mode. */
const withEditPage = {
  routes: { ...siteResource.routes, edit: { path: '/cdn/sites/:siteId/edit', param: 'siteId' } },
};

function open(
  path: string,
  operations: Partial<AnyResource['operations']>,
  overrides: Partial<AnyResource> = {},
) {
  const utils = renderApp(path, undefined, routesFor(mockedSite(operations, overrides)));
  return { ...utils, user: userEvent.setup() };
}

async function fillValidSite(user: User, name = 'blog') {
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), name);
  await user.type(screen.getByRole('textbox', { name: /Origin server URL/ }), 'https://origin.example.com');
}

async function submitAndConfirm(user: User, submit: string, confirm: string) {
  await user.click(screen.getByRole('button', { name: submit }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: confirm }));
}

beforeEach(() => signIn());

describe('form submission', () => {
  it('MUST start a create form from the schema defaults and the values the route implies', async () => {
    const create = vi.fn().mockResolvedValue(site);
    const { user } = open('/cdn/sites/add/vod', { create });
    await fillValidSite(user);
    // Schema default of token_security is false: its switch starts off.
    expect((screen.getByRole('switch', { name: /Token security/ }) as HTMLInputElement).checked).toBe(false);
    await submitAndConfirm(user, 'Create site', 'Add');
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ token_security: false, multi_cdn_config: 0, vod: true }),
        expect.anything(),
      ),
    );
  });

  /** The site name's own wording of its pattern (resources:site.errors.name.pattern). */
  const nameRule =
    'Start with a letter or digit; then use letters, digits, spaces, dots, hyphens and underscores.';

  it("MUST show a field's validation error only after the field is left or the form is submitted, not while typing into it for the first time", async () => {
    const { user } = open('/cdn/sites/add/web', { create: vi.fn() });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, '-bad');
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText(nameRule)).toBeNull();
    await user.tab();
    expect(await screen.findByText(nameRule)).toBeTruthy();
    // Leaving one field does not flag the untouched required one.
    expect(screen.queryByText('This field is required.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create site' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('MUST not send anything while the form has validation errors', async () => {
    const create = vi.fn();
    const { user } = open('/cdn/sites/add/web', { create });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), '-bad name');
    await user.click(screen.getByRole('button', { name: 'Create site' }));
    expect(await screen.findByText(nameRule)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('MUST ask for confirmation with the create or modify text before sending, and send nothing when the user keeps editing', async () => {
    const create = vi.fn().mockResolvedValue(site);
    const { user } = open('/cdn/sites/add/web', { create });
    await fillValidSite(user);
    await user.click(screen.getByRole('button', { name: 'Create site' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Add this site?' });
    expect(
      within(dialog).getByText('The site “blog” will be added with the values you entered.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(create).not.toHaveBeenCalled();

    const get = vi.fn().mockResolvedValue({ record: site, etag: '"e1"' });
    const update = vi.fn();
    const edit = open(`/cdn/sites/${site.id}/edit`, { get, update }, withEditPage);
    await edit.user.click(await screen.findByRole('button', { name: 'Save changes' }));
    const modify = await screen.findByRole('alertdialog', { name: 'Save changes to this site?' });
    expect(within(modify).getByText('Your changes to the site “shop” take effect right away.')).toBeTruthy();
  });

  it('MUST create, toast "Successfully added" and open the new record\'s detail page', async () => {
    const create = vi.fn().mockResolvedValue({ ...site, name: 'blog' });
    const get = vi.fn().mockResolvedValue({ record: { ...site, name: 'blog' } });
    const { user, router } = open('/cdn/sites/add/web', { create, get });
    await fillValidSite(user);
    await submitAndConfirm(user, 'Create site', 'Add');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cdn/sites/${site.id}`));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'blog', origin_server_url: 'https://origin.example.com' }),
      expect.objectContaining({ params: expect.objectContaining({ type: 'web' }) }),
    );
    expect(await screen.findByText('Successfully added')).toBeTruthy();
  });

  it('MUST load the record in edit mode and send its ETag as If-Match with the update, then toast "Successfully updated"', async () => {
    const get = vi.fn().mockResolvedValue({ record: site, etag: '"e1"' });
    const update = vi.fn().mockResolvedValue({ record: { ...site, name: 'shop2' }, etag: '"e2"' });
    const { user, router } = open(`/cdn/sites/${site.id}/edit`, { get, update }, withEditPage);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe('shop');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit site' })).toBeTruthy();
    await user.type(name, '2');
    await submitAndConfirm(user, 'Save changes', 'Save changes');
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        site.id,
        expect.objectContaining({ name: 'shop2', origin_server_url: site.origin_server_url }),
        expect.objectContaining({ ifMatch: '"e1"' }),
      ),
    );
    // Only writable fields travel: no id, status or timestamps.
    const sent = update.mock.calls[0]![1] as Record<string, unknown>;
    expect(sent).not.toHaveProperty('id');
    expect(sent).not.toHaveProperty('status');
    expect(sent).not.toHaveProperty('created_at');
    expect(await screen.findByText('Successfully updated')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cdn/sites/${site.id}`));
  });

  it('MUST prefill a duplicate from the record without its read-only and server fields', async () => {
    const get = vi.fn().mockResolvedValue({ record: { ...site, token_security: true }, etag: '"e1"' });
    const create = vi.fn().mockResolvedValue(site);
    const { user } = open(`/cdn/sites/add/web?duplicate=${site.id}`, { get, create });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('shop'));
    expect(get).toHaveBeenCalledWith(site.id, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Duplicate shop' })).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'shop-copy');
    await submitAndConfirm(user, 'Create site', 'Add');
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const sent = create.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'shop-copy',
      origin_server_url: site.origin_server_url,
      token_security: true,
    });
    for (const field of [
      'id',
      'cdn_url',
      'status',
      'created_at',
      'updated_at',
      'multi_cdn_status',
      'edge_settings',
    ]) {
      expect(sent).not.toHaveProperty(field);
    }
  });

  it('MUST show the not-found and not-permitted states when the record to edit cannot be loaded', async () => {
    const missing = vi.fn().mockRejectedValue(new ApiError({ message: 'Not found', status: 404 }));
    const first = open(`/cdn/sites/${site.id}/edit`, { get: missing }, withEditPage);
    expect(await screen.findByText('This site does not exist or was deleted.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    first.unmount();

    const forbidden = vi
      .fn()
      .mockRejectedValue(
        new ApiError({ message: 'Forbidden', status: 403, kind: 'forbidden', requestId: 'req-403-e' }),
      );
    open(`/cdn/sites/${site.id}/edit`, { get: forbidden }, withEditPage);
    expect(await screen.findByRole('heading', { level: 2, name: 'Not permitted' })).toBeTruthy();
    expect(screen.getByText('req-403-e')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('MUST put server field errors on their fields and show the error with its request id', async () => {
    const create = vi.fn().mockRejectedValue(
      new ApiError({
        message: 'Validation failed',
        status: 409,
        requestId: 'req-field-1',
        fieldErrors: [{ path: '/body/name', message: 'A site with this name exists.' }],
      }),
    );
    const { user } = open('/cdn/sites/add/web', { create });
    await fillValidSite(user, 'shop');
    await submitAndConfirm(user, 'Create site', 'Add');
    expect(await screen.findByText('A site with this name exists.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Validation failed')).toBeTruthy();
    expect(screen.getByText(/req-field-1/)).toBeTruthy();
  });
});
