// routing.md: guards (session, permission read, enabled service), the getting-started page, layouts,
// parameter lists and run-time route names.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consoleRouteMetas, routePath } from '../../../src/app/consoleRoutes';
import { fakeBackend, json, pageOf, profile, renderApp, route, signIn } from '../helpers';
import { registeredRoutes } from './registeredRoutes';

const admin = { permission: ['cdn:read', 'cdn:write', 'iam:read', 'iam:write'] };

describe('routing.md: guards', () => {
  it('MUST check every console route with action read and a permission resource', () => {
    const consoleRoutes = registeredRoutes().filter((r) => r.session);
    expect(consoleRoutes.length).toBeGreaterThan(5);
    // ARCHITECTURE §5's permission catalogue.
    const catalogue = [
      'general',
      'Auth',
      'waf',
      'cdn',
      'dns',
      'va',
      'iam',
      'cert',
      'logexport',
      'ddos',
      'sec',
      'admin',
    ];
    for (const { path, meta } of consoleRouteMetas()) {
      expect(catalogue, path).toContain(meta.permission?.resource);
    }
  });

  it('MUST declare a layout for every route with a name', () => {
    for (const { path, meta } of consoleRouteMetas()) {
      expect(['vertical', 'hide-nav', 'full'], path).toContain(meta.layout);
    }
  });

  it('MUST find console routes by name at run time', () => {
    expect(routePath('cdn-site-list')).toBe('/cdn/sites');
    expect(routePath('cdn-getting-started')).toBe('/cdn/getting-started');
    expect(() => routePath('no-such-route')).toThrow(/no-such-route/);
  });

  it('MUST send a user without the resource to not-authorized, getting-started pages included', async () => {
    signIn({ permission: ['iam:read'] });
    const { router } = renderApp('/cdn/getting-started');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/miscellaneous/not-authorized'));
    // The page is told where the user was going and which permission that needs.
    expect(router.state.location.search).toBe('?from=%2Fcdn%2Fgetting-started&need=cdn');
  });

  it("MUST show a not-enabled service's getting-started page instead of its screens", async () => {
    signIn({ ...admin, enabled_services: [] });
    const { router } = renderApp('/cdn/sites/add/web');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cdn/getting-started'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started with CDN' })).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'CDN' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Getting started']);
  });

  it('MUST keep the getting-started page reachable once the service is enabled, with a way in', async () => {
    signIn(admin);
    renderApp('/cdn/getting-started');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started with CDN' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your sites' }).getAttribute('href')).toBe('/cdn/sites');
    expect(screen.queryByRole('button', { name: 'Enable CDN' })).toBeNull();
  });
});

describe('routing.md: the getting-started page', () => {
  it('MUST enable the service, refresh the profile and open its first page', async () => {
    signIn({ ...admin, enabled_services: [] });
    const backend = fakeBackend(
      route('POST', /\/user\/service\/enable$/, () => json({ data: { enabled_services: ['cdn'] } })),
      route('GET', /\/api\/main\/user$/, () =>
        json({ data: { ...profile, ...admin, enabled_services: ['cdn'] } }),
      ),
      route('GET', /\/cdn\/sites$/, () => json(pageOf([]))),
    );
    const { router } = renderApp('/cdn/getting-started', backend);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enable CDN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cdn/sites'));
    expect(await screen.findByText('CDN is enabled. Its screens are ready.')).toBeTruthy();
    const enable = backend.requests.find((r) => r.url.endsWith('/user/service/enable'));
    expect(await enable?.json()).toEqual({ service: 'cdn' });
    expect(enable?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').enabled_services).toEqual(['cdn']);
  });

  it("MUST show the server's message and request id when enabling fails", async () => {
    signIn({ ...admin, enabled_services: [] });
    const backend = fakeBackend(
      route('POST', /\/user\/service\/enable$/, () =>
        json({ message: 'Your plan does not include CDN.', status_code: 403, request_id: 'req-7' }, 403),
      ),
    );
    const { router } = renderApp('/cdn/getting-started', backend);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enable CDN' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('CDN could not be enabled');
    expect(alert.textContent).toContain('Your plan does not include CDN.');
    expect(alert.textContent).toContain('req-7');
    expect(router.state.location.pathname).toBe('/cdn/getting-started');
  });

  it('MUST disable Enable, with the reason, for a user without iam:write', async () => {
    signIn({ permission: ['cdn:read'], enabled_services: [] });
    renderApp('/cdn/getting-started');
    const button = await screen.findByRole('button', { name: 'Enable CDN' });
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByText(/Only a user with the IAM write permission/)).toBeTruthy();
  });
});

describe('routing.md: parameters', () => {
  it('MUST send a value outside a parameter list to /error-404', async () => {
    signIn(admin);
    const { router } = renderApp('/cdn/sites/add/ftp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error-404'));
    expect(router.state.location.search).toBe('?from=%2Fcdn%2Fsites%2Fadd%2Fftp');
  });

  it('MUST redirect / to /login and unknown paths to /error-404', async () => {
    const first = renderApp('/');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    first.unmount();
    const second = renderApp('/cdn/nothing/here');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/error-404'));
    expect(second.router.state.location.search).toBe('?from=%2Fcdn%2Fnothing%2Fhere');
  });
});
