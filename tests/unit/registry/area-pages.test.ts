// An area's own pages become console routes beside its resources' screens, carrying the area (side menu),
// the permission (guard) and the title key (browser tab).
import { describe, expect, it } from 'vitest';
import { areaRoutes } from '../../../src/engine/routes';
import type { AreaDefinition } from '../../../src/engine/types';
import { cdnArea } from '../../../src/areas/cdn';

const Page = () => null;
/** A path SPEC does not register, so the fixture page never collides with a real one. */
const fixturePath = '/cdn/area-page-fixture';

const area: AreaDefinition = {
  ...cdnArea,
  pages: [
    ...(cdnArea.pages ?? []),
    {
      name: 'cdn-fixture-page',
      path: fixturePath,
      titleKey: 'cdn:dashboard.title',
      permission: { resource: 'cdn', action: 'read' },
      load: async () => ({ default: Page }),
    },
  ],
};

describe('area pages', () => {
  it('MUST register an area page as a console route with its meta, after the resource screens', async () => {
    const routes = areaRoutes(area);
    const page = routes.at(-1)!;
    expect(routes.length).toBe(areaRoutes(cdnArea).length + 1);
    expect(areaRoutes(cdnArea).some((route) => route.path === fixturePath)).toBe(false);
    expect(routes.filter((route) => route.path === fixturePath)).toHaveLength(1);
    expect(page.path).toBe(fixturePath);
    expect(page.handle).toEqual({
      name: 'cdn-fixture-page',
      layout: 'vertical',
      permission: { resource: 'cdn', action: 'read' },
      area: cdnArea.id,
      titleKey: 'cdn:dashboard.title',
    });
    const lazy = page.lazy as () => Promise<{ Component: unknown }>;
    expect((await lazy()).Component).toBe(Page);
  });
});
