// src/app/shell/specs/error-boundary.md and chrome.md — the boundary, the progress bar and the banners rendered.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router-dom';
import { ApiError } from '../../../src/api/errors';
import { startLoading } from '../../../src/api/loading';
import { getApiHealth, reportAnswer, reportNetworkError, resetApiHealth } from '../../../src/api/health';
import { RootShell } from '../../../src/app/RootShell';
import { RouteError } from '../../../src/app/RouteError';
import { AppErrorPage } from '../../../src/areas/general/ErrorPages';
import { ApiHealthBanners } from '../../../src/app/shell/ApiHealthBanners';
import { GlobalProgress, progressShowDelayMs } from '../../../src/app/shell/GlobalProgress';
import { errorPagePath, readErrorPageState } from '../../../src/app/shell/errorPage';
import { fakeBackend, json, profile, renderApp, route, signIn } from '../helpers';

function Boom(): never {
  throw new ApiError({ status: 500, message: 'boom', requestId: 'req-boom-1' });
}

function routes(page: RouteObject['element']): RouteObject[] {
  return [
    {
      element: <RootShell />,
      ErrorBoundary: RouteError,
      children: [
        { path: '/boom', element: <Boom /> },
        { path: '/page', element: page },
        { path: errorPagePath, element: <AppErrorPage /> },
        { path: '/login', element: <Outlet /> },
      ],
    },
  ];
}

afterEach(() => resetApiHealth());

describe('error boundary', () => {
  it('MUST open /pages/miscellaneous/error with the request id and a way back instead of a blank page', async () => {
    const { router } = renderApp('/boom?x=1', fakeBackend(), routes(null));
    await waitFor(() => expect(router.state.location.pathname).toBe(errorPagePath));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByTestId('error-request-id').textContent).toBe('req-boom-1');
    expect(screen.getByRole('link', { name: 'Back to the previous page' }).getAttribute('href')).toBe(
      '/boom?x=1',
    );
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toBeTruthy();
  });

  it('MUST still show its heading and ways back when opened directly', async () => {
    renderApp(errorPagePath, fakeBackend(), routes(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByTestId('error-request-id')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back to the previous page' })).toBeNull();
  });

  it('MUST accept only same-origin paths as the way back', () => {
    expect(readErrorPageState({ from: '//evil.example/x', requestId: 7 })).toEqual({});
    expect(readErrorPageState({ from: '/cdn/sites', requestId: 'r' })).toEqual({
      from: '/cdn/sites',
      requestId: 'r',
    });
  });
});

describe('progress bar', () => {
  it('MUST show after 150 ms while a request runs and go away when the last one ends', async () => {
    renderApp('/page', fakeBackend(), routes(<GlobalProgress />));
    const end = startLoading('main');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, progressShowDelayMs + 50)));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    act(() => end());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});

describe('health banners', () => {
  it('MUST show the network state and clear it after "Try again" gets an answer', async () => {
    signIn();
    const backend = fakeBackend(route('GET', /\/api\/main\/user$/, () => json({ data: profile })));
    renderApp('/page', backend, routes(<ApiHealthBanners />));
    act(() => reportNetworkError());
    expect(await screen.findByText(/The server cannot be reached/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/The server cannot be reached/)).toBeNull());
    expect(backend.requests.some((r) => new URL(r.url).pathname.endsWith('/user'))).toBe(true);
    expect(getApiHealth().network).toBe(false);
  });

  it('MUST show the server state on a 5xx and the token state with a sign-in action', async () => {
    const { router } = renderApp('/page?q=1', fakeBackend(), routes(<ApiHealthBanners />));
    act(() => reportAnswer(503));
    expect(await screen.findByText(/The server is having problems/)).toBeTruthy();
    act(() => {
      reportAnswer(200);
    });
    await waitFor(() => expect(screen.queryByText(/The server is having problems/)).toBeNull());
    const { reportTokenError } = await import('../../../src/api/health');
    act(() => reportTokenError());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/page?q=1')}`);
  });
});
