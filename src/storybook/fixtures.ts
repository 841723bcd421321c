// Fixed data of console stories: one signed-in administrator and a handful of CDN sites. Dates and ids are
// constants (no clock, no randomness), so screenshots do not change from run to run.
import type { Page } from '../api/adapters';
import type { Profile } from '../api/session';
import type { Site } from '../areas/cdn/resources';

export const storyProfile: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'an.nguyen',
  full_name: 'An Nguyễn',
  email: 'an.nguyen@example.vn',
  role: 'administrator',
  tenant_id: '00000000-0000-4000-8000-000000000002',
  tenant_name: 'Demo',
  permission: ['cdn:read', 'cdn:write'],
  currentGroupID: '00000000-0000-4000-8000-000000000003',
  enabled_services: ['cdn'],
  projects: [],
  resource_groups: [],
};

/** The signed-in user's one project and resource group (GET /user/resource_groups_projects), answered by
 *  the fake backend unless a story sets its own. */
export const storyScopes = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    name: 'Default project',
    is_default: true,
    permissions: storyProfile.permission,
    resource_groups: [{ id: storyProfile.currentGroupID, name: 'main', is_default: true }],
  },
];

/** A member who may look but not change (no `cdn:write`). */
export const readOnlyProfile: Partial<Profile> = {
  username: 'binh.tran',
  full_name: 'Bình Trần',
  role: 'customer',
  permission: ['cdn:read'],
};

function site(overrides: Partial<Site> & Pick<Site, 'id' | 'name'>): Site {
  return {
    cdn_url: `${overrides.name}.cdn.example.net`,
    origin_type: 'host',
    origin_server_url: `https://origin-${overrides.name}.example.vn`,
    status: 'active',
    token_security: false,
    vod: false,
    multi_cdn_url: '',
    multi_cdn_url_2: '',
    multi_cdn_status: 'inactive',
    multi_cdn_config: 0,
    edge_settings: {},
    created_at: '2025-03-14T09:30:00Z',
    updated_at: '2025-03-14T09:30:00Z',
    ...overrides,
  } as Site;
}

export const shopSite = site({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'shop',
  token_security: true,
  multi_cdn_url: 'shop.cdn2.example.org',
  multi_cdn_status: 'active',
  multi_cdn_config: 50,
  created_at: '2025-06-02T08:15:00Z',
  updated_at: '2025-06-20T14:45:00Z',
});

export const sites: Site[] = [
  shopSite,
  site({
    id: '22222222-2222-4222-8222-222222222222',
    name: 'video',
    vod: true,
    status: 'pending',
    created_at: '2025-05-21T16:05:00Z',
    updated_at: '2025-05-21T16:05:00Z',
  }),
  site({
    id: '33333333-3333-4333-8333-333333333333',
    name: 'static-assets',
    created_at: '2025-04-10T11:20:00Z',
  }),
  site({
    id: '44444444-4444-4444-8444-444444444444',
    name: 'legacy-portal',
    status: 'disabled',
    created_at: '2024-11-03T07:00:00Z',
  }),
  site({
    id: '55555555-5555-4555-8555-555555555555',
    name: 'api-gateway',
    status: 'error',
    origin_server_url: 'https://api.internal.example.vn',
    created_at: '2024-09-18T13:40:00Z',
  }),
];

/** One page holding `items`, as the engine's list operations return it. */
export function pageOf<T>(items: T[]): Page<T> {
  return { items, page: 1, perPage: 20, total: items.length, totalPages: 1 };
}

/** A promise that never settles: the screen stays in its loading or pending state. */
export function pending<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}
