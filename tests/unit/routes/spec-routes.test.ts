// routing.md "The routes of SPEC §2": the registered routes against SPEC §2's list (spec-routes.data.ts) and
// the committed list of routes still missing (expected-missing.json, which may only shrink).
import { describe, expect, it } from 'vitest';
import expectedMissing from './expected-missing.json';
import { routeShape, specRoutes } from './spec-routes.data';
import { registeredRoutes } from './registeredRoutes';

/** The number of routes expected-missing.json held when last shrunk: lower it with the list, never raise it. */
const missingCeiling = 112;

const registered = registeredRoutes();
const registeredShapes = new Set(registered.map((route) => routeShape(route.path)));
const specShapes = new Map(specRoutes.map((route) => [routeShape(route.path), route]));
const missing = specRoutes
  .map((route) => route.path)
  .filter((path) => !registeredShapes.has(routeShape(path)));

describe('routing.md: the routes of SPEC §2', () => {
  it('lists every SPEC route once', () => {
    expect(specShapes.size).toBe(specRoutes.length);
  });

  it('registers no path that SPEC §2 does not name', () => {
    const extra = registered.filter((route) => !specShapes.has(routeShape(route.path))).map((r) => r.path);
    expect(extra, 'registered paths missing from SPEC §2 (tests/unit/routes/spec-routes.data.ts)').toEqual(
      [],
    );
  });

  it('registers each path once', () => {
    const shapes = registered.map((route) => routeShape(route.path));
    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
  });

  it('keeps public exactly the routes SPEC §2 lets open without a session', () => {
    for (const route of registered) {
      const spec = specShapes.get(routeShape(route.path));
      expect({ path: route.path, session: route.session }).toEqual({
        path: route.path,
        session: !spec?.public,
      });
    }
  });

  it('misses exactly the routes of expected-missing.json (shrink it when a route lands)', () => {
    console.info(
      `SPEC §2 routes still missing (${missing.length} of ${specRoutes.length}):\n  ${missing.join('\n  ')}`,
    );
    const landed = expectedMissing.filter((path) => !missing.includes(path));
    const unlisted = missing.filter((path) => !expectedMissing.includes(path));
    expect(landed, 'registered now: remove them from expected-missing.json').toEqual([]);
    expect(unlisted, 'SPEC routes no longer registered').toEqual([]);
  });

  it('never lets the expected-missing list grow', () => {
    expect(expectedMissing.length).toBeLessThanOrEqual(missingCeiling);
    expect(new Set(expectedMissing).size).toBe(expectedMissing.length);
  });
});
