// The getting-started page's service links come from the registered areas' service declarations: a service
// whose area is not registered has none (no dead links), one that is leads to its side menu's first routed item,
// and a registered service SPEC §1 does not name gets a card by registering.
import { afterEach, describe, expect, it } from 'vitest';
import { areas } from '../../../src/app/areas';
import { registerAreas } from '../../../src/engine/registry';
import { isBuilt, serviceById, serviceHref, services, startedCards } from '../../../src/areas/home/services';
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
    expect(serviceHref(serviceById('logexport'))).toBe('/log/log-export');
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
      service: { titleKey: 'services:billing.name', permission: 'general' },
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

  it('MUST present a built service as its area declares it, and describe the others from SPEC §1', () => {
    const cards = startedCards();
    expect(cards.map((c) => c.id)).toEqual(services.map((s) => s.id));
    const cdn = cards.find((c) => c.id === 'cdn')!;
    expect(cdn).toMatchObject({ titleKey: 'services:cdn.name', built: { href: '/cdn/dashboard' } });
    expect(cards.find((c) => c.id === 'waf')).toEqual({
      id: 'waf',
      titleKey: 'services:waf.name',
      descriptionKey: 'services:waf.description',
    });
  });

  it('MUST give a card to every registered service, SPEC §1 naming it or not', () => {
    const area: AreaDefinition = {
      id: 'status-page',
      menuLabelKey: 'home:menu.label',
      resources: [],
      menu: [{ id: 'status', labelKey: 'home:menu.home', href: '/status' }],
      pages: [
        {
          name: 'status',
          path: '/status',
          titleKey: 'home:home.title',
          load: async () => ({ default: () => null }),
        },
      ],
      service: { titleKey: 'home:menu.label', permission: 'general' },
    };
    registerAreas([...areas, area]);
    expect(startedCards().at(-1)).toMatchObject({ id: 'status-page', built: { href: '/status' } });
  });
});
