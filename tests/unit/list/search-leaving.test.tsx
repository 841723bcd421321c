// A search pause that ends while the list is being left must not write `?q=` into the page being opened:
// React Router renders a navigation in a transition, so the list stays mounted while the next page's chunk
// loads (seen in e2e: typing, then Edit within the pause, landed on /edit/x?q=…). A browser router here, since
// the check reads the browser's history entry.
import { lazy, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter } from 'react-router-dom';
import { initApi } from '../../../src/api/client';
import { searchDelayMs } from '../../../src/engine/list/useSearchText';
import { renderRouter, signIn } from '../helpers';
import { listOver, makeSites, mockedSite, routesFor } from './harness';

beforeEach(() => {
  localStorage.clear();
  signIn();
  window.history.replaceState(null, '', '/cdn/sites');
});
afterEach(() => window.history.replaceState(null, '', '/'));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function renderWithBrowserRouter() {
  let showNextPage: () => void = () => undefined;
  const NextPage = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        showNextPage = () => resolve({ default: () => <h1>Next page</h1> });
      }),
  );
  const [shell] = routesFor(mockedSite({ list: listOver(makeSites(5)) }));
  const router = createBrowserRouter([
    {
      element: shell!.element,
      children: [...(shell!.children ?? []), { path: '/next', element: <NextPage /> }],
    },
  ]);
  initApi(
    { backends: { auth: 'http://test/api/auth', main: 'http://test/api/main' } },
    { navigate: (to) => void router.navigate(to), currentPath: () => router.state.location.pathname },
  );
  renderRouter(router, { consoleData: true });
  return { router, showNextPage: () => showNextPage() };
}

describe('the list search while leaving the list', () => {
  it('MUST NOT write the pending search into the page being opened', async () => {
    const { router, showNextPage } = renderWithBrowserRouter();
    await screen.findByRole('link', { name: 'site-01' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'site-0');
    void router.navigate('/next');
    await pause(searchDelayMs + 200);
    // Still on screen (the next page's chunk is loading), and the pause has ended.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
    showNextPage();
    await screen.findByRole('heading', { name: 'Next page' });
    expect(window.location.pathname).toBe('/next');
    expect(window.location.search).toBe('');
    expect(router.state.location.search).toBe('');
  });

  it('MUST still commit the search after the pause while the list stays', async () => {
    const { router } = renderWithBrowserRouter();
    await screen.findByRole('link', { name: 'site-01' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'site-03');
    await waitFor(() => expect(window.location.search).toBe('?q=site-03'));
    expect(router.state.location.pathname).toBe('/cdn/sites');
  });
});
