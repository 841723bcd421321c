// Registering a resource for the command palette's record search is its UI description's `search` (the fields
// the server searches, the route a record opens) and the server's source of the same kind: the two sides and
// the routes stay in step, and each action on records leads to a registered route its record can fill.
import { describe, expect, it } from 'vitest';
import { areas } from '../../../src/app/areas';
import { consoleRoutePaths } from '../../../src/app/consoleRoutes';
import { searchableResources } from '../../../src/engine/search';
import { searchSources } from '../../../server/src/main/search/sources';
import { searchFields } from '../../../server/src/main/search/source';
import { preloadSchemas } from '../../../src/engine/resourceSchemas';

// Listed while the tests are collected, before the set-up's preload runs.
await preloadSchemas();
const resources = searchableResources(areas);
const paramsOf = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);

describe('record search registry', () => {
  it('finds the kinds the server searches, and no other', () => {
    expect(resources.map((r) => r.name).sort()).toEqual(searchSources.map((s) => s.kind).sort());
    expect(resources.length).toBeGreaterThanOrEqual(10);
  });

  it('searches on the server the fields the console registers, with the permission its routes need', () => {
    for (const resource of resources) {
      const source = searchSources.find((s) => s.kind === resource.name);
      expect(source?.permission, resource.name).toBe(`${resource.permission.resource}:read`);
      expect(searchFields(source?.ui ?? ''), resource.name).toEqual(resource.ui.search?.fields);
    }
  });

  it('opens a registered route that the record and its parent fill', () => {
    const routePaths = consoleRoutePaths();
    for (const resource of resources) {
      const opens = resource.ui.search?.opens;
      const route = opens === 'edit' ? resource.routes.edit : resource.routes.detail;
      expect(route, `${resource.name} opens ${opens}`).toBeDefined();
      expect(routePaths, resource.name).toContain(route?.path);
      const fillable = [route?.param, resource.parent?.param];
      expect(
        paramsOf(route?.path ?? '').filter((p) => !fillable.includes(p)),
        resource.name,
      ).toEqual([]);
    }
  });

  it('leads each action on records to a registered route its record fills, needing more than reading', () => {
    const routePaths = consoleRoutePaths();
    const actions = resources.flatMap((resource) =>
      (resource.actions ?? []).map((action) => ({ resource, action })),
    );
    expect(actions.map((a) => a.action.id)).toContain('cdn-purge-cache');
    for (const { resource, action } of actions) {
      expect(routePaths, action.id).toContain(action.path);
      const fillable = [resource.routes.detail?.param, resource.routes.edit?.param, resource.parent?.param];
      expect(
        paramsOf(action.path).filter((p) => !fillable.includes(p)),
        action.id,
      ).toEqual([]);
      expect(action.permission.action, action.id).toBe('write');
    }
  });
});
