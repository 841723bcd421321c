// Inside the router: hands React Router's navigation to react-aria links (design-system Links route
// client-side) and to the API's 401 redirect.
import { useCallback, useEffect } from 'react';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { setApiNavigate } from '../api/client';
import { useRouteDocumentTitle } from './useRouteDocumentTitle';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** The browser tab's title; its own component, so a language switch re-renders it alone, not the shell. */
function RouteDocumentTitle() {
  useRouteDocumentTitle();
  return null;
}

export function RootShell() {
  const navigate = useNavigate();
  useEffect(() => {
    setApiNavigate((to) => void navigate(to, { replace: true }));
  }, [navigate]);
  // Stable: a new function would re-render every react-aria link of the page (they read this provider).
  const ariaNavigate = useCallback(
    (to: string, options?: NavigateOptions) => void navigate(to, options),
    [navigate],
  );
  return (
    <AriaRouterProvider navigate={ariaNavigate} useHref={useHref}>
      <RouteDocumentTitle />
      <Outlet />
    </AriaRouterProvider>
  );
}
