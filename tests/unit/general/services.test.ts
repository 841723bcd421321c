// The getting-started page's service links come from the registered areas: a service whose area is not
// registered has none (no dead links), one that is leads to its side menu's first routed item.
import { afterEach, describe, expect, it } from 'vitest';
import { areas } from '../../../src/app/areas';
import { registerAreas } from '../../../src/engine/registry';
import { isBuilt, serviceById, serviceHref, services } from '../../../src/areas/home/services';
import type { AreaDefinition } from '../../../src/engine/types';

afterEach(() => registerAreas(areas));

describe('getting started: service links', () => {
  it('MUST describe every service of SPEC §1, each once', () => {
    expect(services.map((s) => s.id)).toEqual([
      'cdn',
      'waf',
      'dns',
      'va',
      'sec',
      'cert',
      'logexport',
      'notification',
      'ddos',
      'billing',
      'iam',
    ]);
  });

  it('MUST link only to services whose area is registered', () => {
    expect(isBuilt(serviceById('cdn'))).toBe(true);
    expect(isBuilt(serviceById('iam'))).toBe(true);
    expect(serviceHref(serviceById('billing'))).toBeUndefined();
    registerAreas([]);
    expect(isBuilt(serviceById('cdn'))).toBe(false);
  });

  it("MUST lead a service's link to the first routed item of its area's side menu", () => {
    const area: AreaDefinition = {
      id: 'billing',
      menuLabelKey: 'home:menu.label',
      resources: [],
      menu: [
        { id: 'unrouted', labelKey: 'home:menu.home', href: '/billing-management/history' },
        { id: 'routed', labelKey: 'home:menu.home', href: '/billing-management' },
      ],
      pages: [
        {
          name: 'billing-home',
          path: '/billing-management',
          titleKey: 'home:home.title',
          load: async () => ({ default: () => null }),
        },
      ],
    };
    registerAreas([...areas, area]);
    expect(serviceHref(serviceById('billing'))).toBe('/billing-management');
    expect(serviceHref(serviceById('iam'))).toMatch(/^\/iam-management\//);
  });
});
