// menus.md: useAreaSideMenu follows the session (profile changes re-filter it) and the current route's
// parameters.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { saveProfile } from '../../../src/api/session';
import { cdnArea } from '../../../src/areas/cdn';
import { consoleRoutePaths } from '../../../src/app/consoleRoutes';
import { useAreaSideMenu } from '../../../src/app/services/sideMenu';
import type { AreaDefinition } from '../../../src/engine/types';
import { profile, signIn, testI18n } from '../helpers';

function Menu({ area }: { area: AreaDefinition }) {
  const { items } = useAreaSideMenu(area);
  return <output>{items.map((item) => `${item.id}=${item.href ?? ''}`).join(' ')}</output>;
}

function renderMenu(path: string, area: AreaDefinition = cdnArea) {
  const router = createMemoryRouter([{ path: '/cdn/sites/:siteId?', element: <Menu area={area} /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={testI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return () => screen.getByRole('status').textContent;
}

describe('menus.md: useAreaSideMenu', () => {
  it('MUST collapse to getting-started while the service is off, and re-filter when the profile changes', () => {
    signIn({ permission: ['cdn:read', 'iam:write'], enabled_services: [] });
    const text = renderMenu('/cdn/sites');
    expect(text()).toBe('cdn-getting-started=/cdn/getting-started');
    act(() => saveProfile({ ...profile, permission: ['cdn:read'], enabled_services: ['cdn'] }));
    const ssl = consoleRoutePaths().includes('/cert/ssl') ? ' cdn-ssl=/cert/ssl' : '';
    expect(text()).toBe(
      `cdn-dashboard=/cdn/dashboard cdn-sites=/cdn/sites cdn-analytics=/cdn/analytics/basic${ssl}`,
    );
    act(() => saveProfile({ ...profile, permission: ['iam:read'], enabled_services: ['cdn'] }));
    expect(text()).toBe('');
  });

  it("MUST fill per-record items from the route's parameters", () => {
    signIn({ permission: ['cdn:read'] });
    const area: AreaDefinition = {
      ...cdnArea,
      menu: [{ id: 'site', labelKey: 'cdn:menu.sites', href: '/cdn/sites/:siteId' }],
    };
    expect(renderMenu('/cdn/sites/42', area)()).toBe('site=/cdn/sites/42');
  });
});
