// Fixed answers of the profile stories (constant ids and dates, so screenshots stay put), through the fake
// backend (src/storybook/backend.ts). Members and tokens follow openapi/main.yaml's shapes.
import { answer, json, type BackendHandler } from '../../storybook/backend';
import type { Profile } from '../../api/session';
import { storyProfile } from '../../storybook/fixtures';
import type { AccessKey, AccessKeyWithSecret, Member } from './profileApi';

export function member(changes: Partial<Member> & Pick<Member, 'id' | 'username'>): Member {
  return {
    email: `${changes.username}@example.vn`,
    full_name: '',
    role: 'customer',
    status: 'active',
    mfa_enabled: false,
    group_count: 1,
    project_count: 1,
    invited_at: '2025-03-01T08:00:00Z',
    joined_at: '2025-03-02T08:00:00Z',
    last_login_at: '2025-06-20T07:30:00Z',
    created_at: '2025-03-01T08:00:00Z',
    updated_at: '2025-06-20T07:30:00Z',
    ...changes,
  };
}

/** The signed-in story user's own member record. */
export const me = member({
  id: storyProfile.id,
  username: storyProfile.username,
  email: storyProfile.email,
  full_name: storyProfile.full_name,
  role: 'administrator',
});

export const members: Member[] = [
  me,
  member({ id: 'bbbbbbbb-0000-4000-8000-000000000002', username: 'binh.tran', full_name: 'Bình Trần' }),
  member({
    id: 'bbbbbbbb-0000-4000-8000-000000000003',
    username: 'clara.weber',
    full_name: 'Clara Weber',
    role: 'administrator',
    last_login_at: '2025-06-18T16:10:00Z',
  }),
  member({
    id: 'bbbbbbbb-0000-4000-8000-000000000004',
    username: 'dung.le',
    full_name: 'Dũng Lê',
    status: 'invited',
    joined_at: null,
    last_login_at: null,
  }),
];

const pageOf = <T>(items: T[]) =>
  json({ data: items, page_info: { page: '1', per_page: 20, total_count: items.length, total_pages: 1 } });

const withEtag = (body: unknown, etag: string, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ETag: etag },
  });

export const membersAnswer: BackendHandler = answer('GET', /\/tenant\/members$/, () => pageOf(members));

export const memberAnswer: BackendHandler = answer('GET', /\/tenant\/member\/[^/]+$/, (request) => {
  const id = new URL(request.url).pathname.split('/').pop();
  const found = members.find((m) => m.id === id);
  return found
    ? withEtag({ data: found }, 'W/"4"')
    : json({ message: 'Not found', status_code: 404, request_id: 'req-404' }, 404);
});

export const memberUpdateAnswer: BackendHandler = answer(
  'PUT',
  /\/tenant\/member\/[^/]+$/,
  async (request) => {
    const id = new URL(request.url).pathname.split('/').pop();
    const body = (await request.json()) as Partial<Member>;
    return withEtag({ data: { ...members.find((m) => m.id === id)!, ...body } }, 'W/"5"');
  },
);

export const profileAnswer = (changes: Partial<Profile> = {}): BackendHandler =>
  answer('GET', /\/user$/, () => json({ data: { ...storyProfile, ...changes } }));

export const tokens: AccessKey[] = [
  {
    id: 'AKQ7M2X9TB4LZP8RK3VD',
    description: 'deploy pipeline',
    status: 'active',
    created_at: '2025-05-02T09:00:00Z',
    expires_at: null,
    last_used_at: '2025-06-20T06:12:00Z',
    last_used_ip: '203.0.113.7',
  },
  {
    id: 'AKH3N8W5CY2QJ6TF9MUA',
    description: '',
    status: 'expired',
    created_at: '2024-11-10T13:30:00Z',
    expires_at: '2025-02-08T13:30:00Z',
    last_used_at: null,
    last_used_ip: null,
  },
];

/** GET /access_key as the server answers it: the search over the id and description, the status filter. */
export const tokensAnswer = (items: AccessKey[] = tokens): BackendHandler =>
  answer('GET', /\/access_key$/, (request) => {
    const query = new URL(request.url).searchParams;
    const search = (query.get('search') ?? '').toLowerCase();
    const status = query.get('status');
    const matches = (key: AccessKey) =>
      (!search || `${key.id} ${key.description}`.toLowerCase().includes(search)) &&
      (!status || key.status === status);
    return pageOf(items.filter(matches));
  });

export const createdToken: AccessKeyWithSecret = {
  id: 'AKP4R7T2W9K5M3X8B6ZE',
  secret_access_key: 'kQ3v9Zr2Lw8Yp5Tn1Hs7Bx4Cd6Fg0Jm_Ua-Re2Wq9Xy',
  description: 'backup job',
  status: 'active',
  created_at: '2025-06-21T09:00:00Z',
  expires_at: '2025-09-19T09:00:00Z',
  last_used_at: null,
  last_used_ip: null,
};

/** The top bar's scope picker: one project with its resource group. */
export const scopesAnswer: BackendHandler = answer('GET', /\/user\/resource_groups_projects$/, () =>
  json({
    data: [
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        name: 'Default project',
        is_default: true,
        permissions: ['iam:read', 'iam:write'],
        resource_groups: [{ id: storyProfile.currentGroupID, name: 'main', is_default: true }],
      },
    ],
  }),
);

/** May manage members and their own name. */
export const profileAdmin: Partial<Profile> = {
  permission: ['cdn:read', 'cdn:write', 'iam:read', 'iam:write'],
};

/** Reads IAM, changes nothing there. */
export const iamReader: Partial<Profile> = {
  username: 'binh.tran',
  full_name: 'Bình Trần',
  email: 'binh.tran@example.vn',
  role: 'customer',
  permission: ['iam:read', 'cdn:read'],
};

/** react-aria announces a pending button (role img labelled by its pending text) for 7 s; when that button
 *  leaves (a dialog's footer swaps, a save ends) the announcement points nowhere and axe would report it. */
export function clearAnnouncements(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}
