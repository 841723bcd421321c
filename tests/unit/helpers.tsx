// Test helpers: the test i18n instance, a signed-in session, a fake backend and an app renderer.
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { initApi } from '../../src/api/client';
import { saveProfile, saveTokens, type Profile } from '../../src/api/session';
import { AppProviders } from '../../src/app/providers';
import { DataProvider } from '../../src/app/DataProvider';
import { buildRoutes, routerOptions } from '../../src/app/routes';

export function testI18n(): I18n {
  if (!globalThis.__testI18n) throw new Error('unit-setup did not create the i18n instance');
  return globalThis.__testI18n;
}

export const profile: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'ada',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'administrator',
  tenant_id: '00000000-0000-4000-8000-000000000002',
  tenant_name: 'Demo',
  permission: ['cdn:read', 'cdn:write'],
  currentGroupID: '00000000-0000-4000-8000-000000000003',
  enabled_services: ['cdn'],
  projects: [],
  resource_groups: [],
};

export function signIn(overrides: Partial<Profile> = {}): void {
  saveTokens({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    expires_in: 900,
    login_type: 'password',
  });
  saveProfile({ ...profile, ...overrides });
}

export type Handler = (request: Request) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake backend: the first handler answering wins; anything else is a 404 envelope. */
export function fakeBackend(...handlers: Handler[]) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    for (const handler of handlers) {
      const response = await handler(request);
      if (response) return response;
    }
    return json({ message: 'Not found', status_code: 404, request_id: 'req-404' }, 404);
  };
  return { fetch, requests };
}

export function route(
  method: string,
  pattern: RegExp,
  answer: (request: Request) => Response | Promise<Response>,
) {
  return (request: Request) =>
    request.method === method && pattern.test(new URL(request.url).pathname) ? answer(request) : undefined;
}

export const site = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'shop',
  cdn_url: 'shop.cdn.example.net',
  origin_server_url: 'https://origin.example.com',
  status: 'active',
  token_security: false,
  vod: false,
  multi_cdn_url: '',
  multi_cdn_url_2: '',
  multi_cdn_status: 'inactive',
  multi_cdn_config: 0,
  edge_settings: {},
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-02T03:04:05Z',
};

export function pageOf<T>(items: T[]) {
  return { data: items, page_info: { page: '1', per_page: 20, total_count: items.length, total_pages: 1 } };
}

/** Render the whole app (or the given routes) at `path`, against a fake backend. */
export function renderApp(path: string, backend = fakeBackend(), routes?: RouteObject[]) {
  // The app's own tree gets its console routes as the app does: patched in on the first navigation.
  const router = createMemoryRouter(routes ?? buildRoutes(), {
    initialEntries: [path],
    ...(routes ? {} : routerOptions()),
  });
  initApi(
    { backends: { auth: 'http://test/api/auth', main: 'http://test/api/main' } },
    {
      fetch: backend.fetch,
      navigate: (to) => void router.navigate(to),
      currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    },
  );
  const utils = renderRouter(router);
  return { ...utils, router, backend };
}

/**
 * `router` under the app's providers with a fresh swr cache. `consoleData`: swr's console options too, for
 * routes rendered without the console frame (which gives them: DataProvider).
 */
export function renderRouter(
  router: Parameters<typeof RouterProvider>[0]['router'],
  { consoleData = false } = {},
) {
  const routed = (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>
  );
  return render(
    <AppProviders i18n={testI18n()}>
      {consoleData ? <DataProvider>{routed}</DataProvider> : routed}
    </AppProviders>,
  );
}
