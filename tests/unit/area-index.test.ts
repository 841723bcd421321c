// The console frame's area index (src/app/areaIndex.ts) stands for the areas without loading them: it must say
// where each one's routes are, which service it serves and where that opens, exactly as the areas themselves do.
import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import services from '../../schemas/services.json';
import { areas } from '../../src/app/areas';
import { areaIndex, areasFor, isUnder } from '../../src/app/areaIndex';
import { routesToPatch } from '../../src/app/areaRouting';
import { routesOfAreas } from '../../src/app/loadedRoutes';
import { accountPaths } from '../../src/app/shell/accountPaths';
import { builtServices } from '../../src/engine/services';

const pathsOf = (area: (typeof areas)[number]) =>
  routesOfAreas([area])
    .map((route) => route.path)
    .filter((path): path is string => !!path);
const everyPath = areas.flatMap(pathsOf);

describe('the area index', () => {
  it('lists every area once, and loads each as itself', async () => {
    expect(areaIndex.map((entry) => entry.id).sort()).toEqual(areas.map((area) => area.id).sort());
    for (const entry of areaIndex) expect(await entry.load()).toBe(areas.find((a) => a.id === entry.id));
  });

  it("holds every route of an area under that area's prefixes", () => {
    for (const area of areas) {
      const entry = areaIndex.find((e) => e.id === area.id);
      const outside = pathsOf(area).filter(
        (path) => !entry?.prefixes.some((prefix) => isUnder(path, prefix)),
      );
      expect(outside, area.id).toEqual([]);
    }
  });

  it('names the prefixes schemas/services.json gives each service', () => {
    for (const [id, service] of Object.entries(services.services))
      expect(areaIndex.find((e) => e.id === id)?.prefixes, id).toEqual(service.routes);
  });

  it('lists each service as its area declares it, opening where the area opens', () => {
    for (const area of areas) {
      const [built] = builtServices([area], everyPath);
      expect(areaIndex.find((e) => e.id === area.id)?.service, area.id).toEqual(built);
    }
  });

  it("offers the person's own pages only where they are routes", () => {
    for (const href of Object.values(accountPaths)) {
      expect(areasFor(href).length, href).toBeGreaterThan(0);
      expect(
        everyPath.some((path) => matchPath({ path, end: true }, href)),
        href,
      ).toBe(true);
    }
  });
});

describe('patching routes in by path', () => {
  it('gives the routes of every area that holds the path, and nothing for an unknown one', async () => {
    const paths = (routes: Awaited<ReturnType<typeof routesToPatch>>) => routes.map((route) => route.path);
    expect(paths(await routesToPatch('/cdn/sites'))).toContain('/cdn/sites');
    expect(paths(await routesToPatch('/cdn/sites'))).not.toContain('/iam-management/user-group');
    const profile = paths(await routesToPatch('/profile-management/info'));
    expect(profile).toContain('/profile-management/info');
    expect(profile).toContain('/iam-management/user-group');
    expect(await routesToPatch('/nowhere/at-all')).toEqual([]);
  });
});
