// Spec: src/engine/specs/lazy-schemas.md
import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { areaRoutes } from '../../../src/engine/routes';
import { loadResourceSchemas, type JsonLoader } from '../../../src/engine/resourceSchemas';
import { defineResource, type AreaDefinition } from '../../../src/engine/types';

const formFile = {
  type: 'object',
  properties: { name: { type: 'string' } },
  $defs: { Thing: { type: 'object' } },
};
const uiFile = {
  form: {},
  list: { columns: ['name'], titleField: 'name' },
  detail: { titleField: 'name', sections: [] },
};

function thing(
  form = vi.fn<JsonLoader>(async () => ({ default: formFile })),
  ui = vi.fn<JsonLoader>(async () => ({ default: uiFile })),
) {
  const resource = defineResource({
    name: 'thing',
    area: 'things',
    permission: { resource: 'general', action: 'read' },
    schemas: { form, record: 'Thing', loadValidators: async () => ({ validateFns: {} }) },
    ui,
    routes: { list: '/things/:kind' },
    routeParams: { kind: ['a', 'b'] },
    operations: { list: async () => ({ items: [], page: 1, perPage: 20, total: 0, totalPages: 0 }) },
  });
  return { resource, form, ui };
}

const args = (params: Record<string, string>) =>
  ({
    params,
    request: new Request('http://test/things/x'),
    context: undefined,
  }) as unknown as LoaderFunctionArgs;

async function runLoader(route: RouteObject, params: Record<string, string>) {
  const loader = route.loader;
  if (typeof loader !== 'function') throw new Error('route without a loader');
  return (await loader(args(params))) as Response | null;
}

describe('lazy schemas', () => {
  it('MUST throw an error naming the resource when a schema is read before it loaded', () => {
    const { resource } = thing();
    expect(() => resource.schemas.form).toThrow(/resource "thing".*before it loaded/);
    expect(() => resource.schemas.record).toThrow(/form schema of resource "thing"/);
    expect(() => resource.ui.list).toThrow(/UI description of resource "thing"/);
  });

  it('MUST read nothing when an entry is spread before its schemas loaded', () => {
    const { resource, form, ui } = thing();
    const copy = { ...resource, operations: {} };
    expect(copy.schemas).toBe(resource.schemas);
    expect(form).not.toHaveBeenCalled();
    expect(ui).not.toHaveBeenCalled();
  });

  it('MUST read the schemas synchronously once loaded, the record from $defs', async () => {
    const { resource } = thing();
    await loadResourceSchemas(resource);
    expect(resource.schemas.form).toBe(formFile);
    expect(resource.schemas.record).toBe(formFile.$defs.Thing);
    expect(resource.ui.list.titleField).toBe('name');
    expect(resource.ui.search).toBeUndefined();
  });

  it('MUST load each schema file once, and try a failed load again on the next call', async () => {
    const form = vi
      .fn<JsonLoader>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValue({ default: formFile });
    const { resource, ui } = thing(form);
    await expect(loadResourceSchemas(resource)).rejects.toThrow('Failed to fetch');
    await loadResourceSchemas(resource);
    await loadResourceSchemas(resource);
    expect(form).toHaveBeenCalledTimes(2);
    expect(ui).toHaveBeenCalledTimes(1);
  });

  it("MUST load an area's schemas in each of its routes' loaders, after the parameter check", async () => {
    const { resource, form } = thing();
    const area: AreaDefinition = { id: 'things', menuLabelKey: 'x', resources: [resource], menu: [] };
    const [list] = areaRoutes(area);
    // A parameter outside its list goes to the 404 page without loading anything.
    expect((await runLoader(list!, { kind: 'zzz' }))?.status).toBe(302);
    expect(form).not.toHaveBeenCalled();
    expect(await runLoader(list!, { kind: 'a' })).toBeNull();
    expect(resource.schemas.record).toBe(formFile.$defs.Thing);
  });

  it("MUST keep schema JSON out of the registry's static imports (areas import none)", () => {
    const sources = import.meta.glob<string>('/src/areas/**/*.{ts,tsx}', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const staticJson = Object.entries(sources)
      .filter(([file]) => !/\.(test|stories)\.tsx?$/.test(file))
      // A page part's English texts are imported statically on purpose (src/app/pageTexts.ts); schemas never are.
      .filter(([, source]) =>
        /^import\s+\w+\s+from\s+'[^']*(?:\/schemas\/|\/generated\/)[^']*\.json';/m.test(source),
      )
      .map(([file]) => file);
    expect(staticJson).toEqual([]);
  });
});
