// The registered console routes (those that need a session) filled with ids from the seed, for the tests that
// open every route: every-route.spec.ts (each shows its own page) and faults-routes.spec.ts (each data route
// shows its error state under a fault). One seed table, so a new route with parameters needs one line here.
import type { APIRequestContext } from '@playwright/test';
import { admin } from './fixtures';
import { apiToken, fill, firstId, registeredSpecRoutes } from './routes-support';

export interface ConsoleRoute {
  /** The route's pattern (SPEC §2). */
  pattern: string;
  /** The pattern filled with seeded ids and the first allowed value of each `feature`-like parameter. */
  path: string;
}

/** Seed ids per route pattern (SPEC §2 names), read through the real API as the demo administrator. */
async function seedIds(request: APIRequestContext): Promise<Record<string, Record<string, string>>> {
  const token = await apiToken(request, admin);
  return {
    '/cdn/sites/:siteId': { siteId: await firstId(request, token, '/cdn/sites') },
    '/cdn/sites/add/:type': { type: 'web' },
    '/iam-management/user-group/:groupID': { groupID: await firstId(request, token, '/tenant/groups') },
    '/iam-management/project/:projectID': { projectID: await firstId(request, token, '/tenant/projects') },
    '/profile-management/group-member/edit/:id': { id: await firstId(request, token, '/tenant/members') },
  };
}

/** Every registered route that needs a session, as a path to open. */
export async function consoleRoutes(request: APIRequestContext): Promise<ConsoleRoute[]> {
  const seed = await seedIds(request);
  return registeredSpecRoutes
    .filter((route) => !route.public)
    .map((route) => {
      const values = route.allowed
        ? Object.fromEntries(Object.entries(route.allowed).map(([name, list]) => [name, list[0]!]))
        : undefined;
      return { pattern: route.path, path: fill(route.path, { ...seed[route.path], ...values }) };
    });
}
