// Inside the router: hands React Router's navigation to react-aria links (design-system Links route
// client-side) and to the API's 401 redirect.
import { useEffect } from 'react';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { setApiNavigate } from '../api/client';
import { useRouteDocumentTitle } from './useRouteDocumentTitle';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export function RootShell() {
  const navigate = useNavigate();
  useRouteDocumentTitle();
  useEffect(() => {
    setApiNavigate((to) => void navigate(to, { replace: true }));
  }, [navigate]);
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}
