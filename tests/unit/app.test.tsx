import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBackend, json, pageOf, renderApp, route, signIn, site, profile } from './helpers';

describe('routing and guards', () => {
  it('sends a visitor without a session to /login with next, and back after sign-in', async () => {
    const backend = fakeBackend(
      route('POST', /\/api\/auth\/login$/, () =>
        json({
          access_token: 'a',
          refresh_token: 'r',
          token_type: 'Bearer',
          expires_in: 900,
          login_type: 'password',
        }),
      ),
      route('GET', /\/api\/main\/user$/, () => json({ data: profile })),
      route('GET', /\/api\/main\/cdn\/sites$/, () => json(pageOf([site]))),
    );
    const { router } = renderApp('/cdn/sites?page=1', backend);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/cdn/sites?page=1')}`);

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'ada');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cdn/sites'));
    expect(router.state.location.search).toBe('?page=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sites' })).toBeTruthy();
    expect(localStorage.getItem('fullToken')).toBe('Bearer a');
    expect(sessionStorage.getItem('resourceGroupId')).toBe(profile.currentGroupID);
  });

  it('shows the server message when sign-in fails', async () => {
    const backend = fakeBackend(
      route('POST', /\/api\/auth\/login$/, () =>
        json({ message: 'Invalid username or password', status_code: 401, request_id: 'r1' }, 401),
      ),
    );
    const { router } = renderApp('/login', backend);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), 'ada');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid username or password');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('does not remember an unsafe next and sends a signed-in user away from /login', async () => {
    signIn();
    const backend = fakeBackend(route('GET', /\/cdn\/sites$/, () => json(pageOf([]))));
    const { router } = renderApp('/login?next=//evil.example/x', backend);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('redirects / to /login, and on to the home page when signed in', async () => {
    signIn();
    const backend = fakeBackend(route('GET', /\/cdn\/sites$/, () => json(pageOf([]))));
    const { router } = renderApp('/', backend);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('sends unknown paths to /error-404, in the public frame without a session', async () => {
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error-404'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByTestId('denied-detail').textContent).toBe('There is no page at /no/such/page.');
    expect(screen.queryByRole('button', { name: /^Search/ })).toBeNull();
  });

  it('shows the 404 page for an unknown site type', async () => {
    signIn();
    const { router } = renderApp('/cdn/sites/add/ftp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error-404'));
  });

  it('sends a user without cdn:read to the not-authorized page', async () => {
    signIn({ permission: ['waf:read'] });
    const { router } = renderApp('/cdn/sites');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/miscellaneous/not-authorized'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorized' })).toBeTruthy();
    // Named: the address and the permission it needs; and the console's top bar stays.
    expect(screen.getByTestId('denied-detail').textContent).toBe(
      'Opening /cdn/sites needs the permission cdn:read, which your account does not have in this project.',
    );
    expect(await screen.findByRole('button', { name: /^Search/ })).toBeTruthy();
  });

  it('switches language: <html lang> follows and the choice is remembered', async () => {
    signIn();
    const backend = fakeBackend(route('GET', /\/cdn\/sites$/, () => json(pageOf([site]))));
    renderApp('/cdn/sites', backend);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Sites' });
    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Tiếng Việt' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trang web' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('vi');
    expect(localStorage.getItem('language')).toBe('vi');

    await user.click(screen.getByRole('button', { name: /Ngôn ngữ/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Websites' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('names the browser tab after the sign-in and error pages', async () => {
    const { router } = renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Sign in · Cloud Console'));
    await router.navigate('/no/such/page');
    await waitFor(() => expect(document.title).toBe('Page not found · Cloud Console'));
  });

  it('shows the CDN side menu with the items that have routes', async () => {
    signIn();
    const backend = fakeBackend(route('GET', /\/cdn\/sites$/, () => json(pageOf([site]))));
    renderApp('/cdn/sites', backend);
    const nav = await screen.findByRole('navigation', { name: 'CDN' });
    expect(within(nav).getByRole('link', { name: 'Sites' }).getAttribute('aria-current')).toBe('page');
  });
});
