// src/areas/auth/specs/sign-in.md, accepting a member invitation (/login?invitation=…) in the whole app:
// the call, the sign-in form it ends on, a refused link, and a signed-in person opening the link.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../src/api/errors';
import { getAccessToken } from '../../../src/api/session';
import { isRefusedToken } from '../../../src/areas/auth/refusedToken';
import { fakeBackend, json, renderApp, route, signIn } from '../helpers';

const token = 'invitation-token-0123456789abcdef';
const password = 'Correct-Horse-42';
const refusedLink = {
  message: 'This invitation link is invalid, used or expired; ask for a new invitation.',
  status_code: 400,
  request_id: 'req-1',
  errors: [{ path: '/body/token', message: 'is invalid, used or expired' }],
};

async function choosePassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm the password/), password);
  await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
  return user;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('MUST accept a member invitation from /login?invitation= with a new password that follows the rules and its confirmation, then show the sign-in form saying so, without the invitation in the address', () => {
  it('sends the token and password, opens no session, and lands on /login with the notice', async () => {
    const backend = fakeBackend(
      route('POST', /\/invitation\/accept$/, () => json({ success: true, message: 'accepted' })),
    );
    const { router } = renderApp(`/login?invitation=${token}`, backend);
    await choosePassword();
    await screen.findByText('Invitation accepted. Sign in with your username and your new password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    const calls = backend.requests.filter((r) => r.url.endsWith('/invitation/accept'));
    expect(calls).toHaveLength(1);
    expect(await calls[0]!.json()).toEqual({ token, password });
    expect(getAccessToken()).toBeNull();
  });

  it('checks the rules and the confirmation before calling the server', async () => {
    const backend = fakeBackend();
    renderApp(`/login?invitation=${token}`, backend);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await screen.findByText('The two passwords differ.');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(backend.requests.filter((r) => r.url.endsWith('/invitation/accept'))).toHaveLength(0);
  });
});

describe("MUST show the server's message for an unknown, used or expired invitation, with no form to retry and a way back to sign-in", () => {
  it('replaces the form with the message and a link to /login', async () => {
    const backend = fakeBackend(route('POST', /\/invitation\/accept$/, () => json(refusedLink, 400)));
    renderApp(`/login?invitation=${token}`, backend);
    await choosePassword();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(refusedLink.message);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/login');
  });

  it('keeps the form for any other failure, such as too many tries', async () => {
    const backend = fakeBackend(
      route('POST', /\/invitation\/accept$/, () =>
        json(
          {
            message: 'Too many invalid invitation links; try again in 60 s.',
            status_code: 429,
            request_id: 'req-2',
          },
          429,
        ),
      ),
    );
    renderApp(`/login?invitation=${token}`, backend);
    await choosePassword();
    expect((await screen.findByRole('alert')).textContent).toContain('Too many invalid invitation links');
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });

  it('tells a refused token from other failures', () => {
    const error = (status: number, path?: string) =>
      new ApiError({ message: 'x', status, fieldErrors: path ? [{ path, message: 'bad' }] : [] });
    expect(isRefusedToken(error(400, '/body/token'))).toBe(true);
    expect(isRefusedToken(error(400, '/token'))).toBe(true);
    expect(isRefusedToken(error(400, '/body/password'))).toBe(false);
    expect(isRefusedToken(error(400, '/body/tokens'))).toBe(false);
    expect(isRefusedToken(error(429))).toBe(false);
    expect(isRefusedToken(error(500, '/body/token'))).toBe(false);
    expect(isRefusedToken(new Error('network'))).toBe(false);
  });
});

describe('MUST NOT send a signed-in person opening an invitation link away or sign them out unasked: it MUST name the account and offer to sign out and accept', () => {
  it('stays on the link, names the account, and shows the form once signed out', async () => {
    signIn({ username: 'ada' });
    const backend = fakeBackend(route('POST', /\/logout$/, () => json({ success: true })));
    const { router } = renderApp(`/login?invitation=${token}`, backend);
    await screen.findByText(/You are signed in as ada/);
    expect(router.state.location.search).toBe(`?invitation=${token}`);
    expect(getAccessToken()).toBe('access-1');
    expect(backend.requests.some((r) => r.url.endsWith('/logout'))).toBe(false);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out and accept' }));
    await screen.findByLabelText(/^Password/);
    expect(getAccessToken()).toBeNull();
    await waitFor(() => expect(backend.requests.some((r) => r.url.endsWith('/logout'))).toBe(true));
    expect(router.state.location.search).toBe(`?invitation=${token}`);
  });

  it('still sends a signed-in person opening /login without an invitation home', async () => {
    signIn();
    const { router } = renderApp('/login', fakeBackend());
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
  });
});
