// The app's registered route patterns, read from the route tree the app builds (buildRoutes, with the console
// routes the router patches in given up front), with whether
// each sits behind the session guard.
import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { buildRoutes } from '../../../src/app/routes';
import { RequireSession } from '../../../src/app/guards';
import { consoleRoutes } from '../../../src/app/consoleRoutes';

export interface RegisteredRoute {
  path: string;
  /** Behind RequireSession. */
  session: boolean;
  name?: string;
}

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

function isSessionGuard(route: RouteObject): boolean {
  const element = route.element as ReactElement | undefined;
  return isValidElement(element) && element.type === RequireSession;
}

export function registeredRoutes(routes: RouteObject[] = buildRoutes(consoleRoutes())): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  const walk = (list: RouteObject[], parent: string, session: boolean) => {
    for (const route of list) {
      const path = route.path ? join(parent, route.path) : parent;
      const guarded = session || isSessionGuard(route);
      if (route.path && route.path !== '*') {
        const name = (route.handle as { name?: string } | undefined)?.name;
        out.push({ path, session: guarded, ...(name ? { name } : {}) });
      }
      if (route.children) walk(route.children, path, guarded);
    }
  };
  walk(routes, '', false);
  return out;
}
