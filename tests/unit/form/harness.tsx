// Shared by the form-engine tests: the site entry with mocked operations, rendered inside a shell with the
// toast host and react-aria's router, plus any extra routes a test needs.
import { Outlet, useHref, useNavigate, type RouteObject } from 'react-router-dom';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { siteResource } from '../../../src/areas/cdn/resources';
import { resourceRoutes } from '../../../src/engine/routes';
import type { AnyResource } from '../../../src/engine/types';
import { ToastHost } from '../../../src/app/Toasts';

function Shell() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <ToastHost>
        <Outlet />
      </ToastHost>
    </AriaRouterProvider>
  );
}

/** The site entry with its operations replaced by mocks (and any other fields overridden). */
export function mockedSite(
  operations: Partial<AnyResource['operations']>,
  overrides: Partial<AnyResource> = {},
): AnyResource {
  return {
    ...siteResource,
    ...overrides,
    operations: { ...siteResource.operations, ...operations },
  } as AnyResource;
}

export function routesFor(resource: AnyResource, extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        ...resourceRoutes(resource),
        ...extra,
        { path: '/error-404', element: <p>not found page</p> },
        { path: '/elsewhere', element: <p>elsewhere page</p> },
      ],
    },
  ];
}

/** The site entry without create / edit pages: the editor opens its drawer. */
export function drawerSite(operations: Partial<AnyResource['operations']>): AnyResource {
  return mockedSite(operations, {
    routes: { list: siteResource.routes.list, detail: siteResource.routes.detail },
  });
}
