// Every registered console route with a parameter is opened by the e2e route suites (every-route,
// faults-routes) with seeded ids: a parameter that neither the seed tables (tests/e2e/route-seeds.data.ts) nor
// the route's allowed values fill fails here, before a browser run would.
import { describe, expect, it } from 'vitest';
import expectedMissing from './expected-missing.json';
import { specRoutes } from './spec-routes.data';
import { firstRecordSeeds, seededParams } from '../../e2e/route-seeds.data';
import { backendNames } from '../../../src/api/config';

const registered = specRoutes.filter((route) => !route.public && !expectedMissing.includes(route.path));

describe('route seeds', () => {
  it.each(registered.map((route) => [route.path, route] as const))(
    '%s has every parameter seeded',
    (_, route) => {
      const params = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
      const filled = new Set([...seededParams(route.path), ...Object.keys(route.allowed ?? {})]);
      if (route.path === '/cdn/sites/add/:type') filled.add('type');
      expect(params.filter((param) => !filled.has(param))).toEqual([]);
    },
  );

  it('read first records from a backend of the console, for registered routes only', () => {
    for (const [pattern, params] of Object.entries(firstRecordSeeds)) {
      expect(registered.map((route) => route.path)).toContain(pattern);
      for (const { backend } of Object.values(params)) expect(backendNames).toContain(backend);
    }
  });
});
