// Fixed answers of the home and getting-started stories (constant numbers, so screenshots stay put). Stories
// answer the main backend's lists through the fake backend (src/storybook/backend.ts).
import { answer, json, type BackendHandler } from '../../storybook/backend';
import type { Profile } from '../../api/session';
import { storyProfile } from '../../storybook/fixtures';
import type { Quota } from './homeApi';

const totalPage = (total: number) =>
  json({ data: [], page_info: { page: '1', per_page: 1, total_count: total, total_pages: total } });

export const siteTotals = { all: 14, active: 9, pending: 2, disabled: 1, error: 2 } as const;
export const iamTotals = { members: 23, groups: 5, projects: 3 } as const;

export const sitesAnswer = (totals: Record<string, number> = siteTotals): BackendHandler =>
  answer('GET', /\/cdn\/sites$/, (request) =>
    totalPage(totals[new URL(request.url).searchParams.get('status') ?? 'all'] ?? 0),
  );

export const iamAnswers: BackendHandler[] = [
  answer('GET', /\/tenant\/members$/, () => totalPage(iamTotals.members)),
  answer('GET', /\/tenant\/groups$/, () => totalPage(iamTotals.groups)),
  answer('GET', /\/tenant\/projects$/, () => totalPage(iamTotals.projects)),
];

export const accessKeysAnswer = (total = 2): BackendHandler =>
  answer('GET', /\/access_key$/, () => totalPage(total));

const quota = (
  code: string,
  service: string,
  value: number,
  usage: number | null,
  scope = 'account',
): Quota =>
  ({
    code,
    service,
    scope,
    unit: 'count',
    value,
    default_value: value,
    usage,
    adjustable: true,
    pending_request: null,
  }) as Quota;

export const quotas: Quota[] = [
  quota('sites_per_account', 'cdn', 50, 14),
  quota('origins_per_site', 'cdn', 10, 3, 'site'),
  quota('zones', 'dns', 20, 0),
  quota('access_keys', 'iam', 10, 2),
  quota('iam_members', 'iam', 100, 23),
  quota('projects', 'iam', 20, 3),
  quota('user_groups', 'iam', 5, 5),
  quota('audit_log_retention', 'iam', 90, null),
];

export const quotasAnswer: BackendHandler = answer('GET', /\/iam\/quotas$/, () =>
  json({ data: quotas, page_info: { page: '1', per_page: 100, total_count: quotas.length, total_pages: 1 } }),
);

/** A failing endpoint, as the provider answers it. */
export const failing = (pattern: RegExp): BackendHandler =>
  answer('GET', pattern, () =>
    json({ message: 'The service is unavailable', status_code: 503, request_id: 'req-home-503' }, 503),
  );

/** A tenant administrator of the stories (CDN and IAM). */
export const homeAdmin: Partial<Profile> = {
  permission: ['cdn:read', 'cdn:write', 'iam:read', 'iam:write'],
  enabled_services: ['cdn'],
};

/** A member who reads CDN only. */
export const cdnReader: Partial<Profile> = {
  username: 'binh.tran',
  full_name: 'Bình Trần',
  role: 'customer',
  permission: ['cdn:read'],
  enabled_services: ['cdn'],
};

/** The top bar's scope picker: one project with its resource group. */
export const scopesAnswer: BackendHandler = answer('GET', /\/user\/resource_groups_projects$/, () =>
  json({
    data: [
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        name: 'Default project',
        is_default: true,
        permissions: ['cdn:read', 'cdn:write', 'iam:read', 'iam:write'],
        resource_groups: [{ id: storyProfile.currentGroupID, name: 'main', is_default: true }],
      },
    ],
  }),
);
