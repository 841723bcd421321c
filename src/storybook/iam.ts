// The IAM user group and project registry entries with their client operations replaced by spies, and fixed
// records for their stories (constant ids and dates, so screenshots stay put). Each story says what the spies
// answer in its `beforeEach`; plays assert the calls.
import { fn } from 'storybook/test';
import type { RouteObject } from 'react-router-dom';
import type { Profile } from '../api/session';
import type { Page, Versioned } from '../api/adapters';
import {
  groupResource,
  projectResource,
  type Project,
  type ProjectInput,
  type UserGroup,
  type UserGroupInput,
} from '../areas/iam/resources';
import { resourceRoutes } from '../engine/routes';
import type { AnyResource, ListQuery, OperationContext } from '../engine/types';

function operations<TRecord, TInput>() {
  return {
    list: fn<(query: ListQuery, ctx: OperationContext) => Promise<Page<TRecord>>>().mockName('list'),
    get: fn<(id: string, ctx: OperationContext) => Promise<Versioned<TRecord>>>().mockName('get'),
    create: fn<(input: TInput, ctx: OperationContext) => Promise<TRecord>>().mockName('create'),
    update:
      fn<(id: string, input: TInput, ctx: OperationContext) => Promise<Versioned<TRecord>>>().mockName(
        'update',
      ),
    delete: fn<(id: string, ctx: OperationContext) => Promise<void>>().mockName('delete'),
  };
}

export const groupOperations = operations<UserGroup, UserGroupInput>();
export const projectOperations = operations<Project, ProjectInput>();

const mockedGroups = { ...groupResource, operations: groupOperations } as AnyResource;
const mockedProjects = { ...projectResource, operations: projectOperations } as AnyResource;

/** The engine's routes of the mocked user groups and projects (both, so the IAM menu shows both). */
export function iamRoutes(): RouteObject[] {
  return [...resourceRoutes(mockedGroups), ...resourceRoutes(mockedProjects)];
}

/** An IAM administrator (the story profile has only CDN permissions). */
export const iamAdmin: Partial<Profile> = { permission: ['iam:read', 'iam:write', 'cdn:read'] };

/** May look at IAM, not change it. */
export const iamReader: Partial<Profile> = {
  username: 'binh.tran',
  full_name: 'Bình Trần',
  role: 'customer',
  permission: ['iam:read'],
};

function group(overrides: Partial<UserGroup> & Pick<UserGroup, 'id' | 'name'>): UserGroup {
  return {
    description: '',
    member_count: 0,
    project_count: 0,
    created_at: '2025-03-14T09:30:00Z',
    updated_at: '2025-03-14T09:30:00Z',
    ...overrides,
  };
}

export const developersGroup = group({
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  name: 'developers',
  description: 'Build and release the web shop',
  member_count: 12,
  project_count: 2,
  created_at: '2025-06-02T08:15:00Z',
  updated_at: '2025-06-20T14:45:00Z',
});

export const groups: UserGroup[] = [
  developersGroup,
  group({
    id: 'aaaaaaaa-0000-4000-8000-000000000002',
    name: 'security-auditors',
    description: 'Read-only access to WAF and audit logs',
    member_count: 3,
    project_count: 4,
    created_at: '2025-05-21T16:05:00Z',
  }),
  group({
    id: 'aaaaaaaa-0000-4000-8000-000000000003',
    name: 'van-hanh-mien-nam',
    description: 'Vận hành khu vực miền Nam',
    member_count: 7,
    project_count: 1,
    created_at: '2025-04-10T11:20:00Z',
  }),
  group({ id: 'aaaaaaaa-0000-4000-8000-000000000004', name: 'interns', created_at: '2024-11-03T07:00:00Z' }),
];

function project(overrides: Partial<Project> & Pick<Project, 'id' | 'name'>): Project {
  return {
    description: '',
    is_default: false,
    resource_group_count: 1,
    member_count: 0,
    group_count: 0,
    created_at: '2025-03-14T09:30:00Z',
    updated_at: '2025-03-14T09:30:00Z',
    ...overrides,
  };
}

export const webShopProject = project({
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  name: 'web-shop',
  description: 'Storefront, checkout and their CDN sites',
  resource_group_count: 3,
  member_count: 9,
  group_count: 2,
  created_at: '2025-06-02T08:15:00Z',
  updated_at: '2025-06-20T14:45:00Z',
});

export const projects: Project[] = [
  project({
    id: 'bbbbbbbb-0000-4000-8000-000000000001',
    name: 'Default',
    description: 'Created with the tenant',
    is_default: true,
    member_count: 14,
    group_count: 3,
    created_at: '2024-09-18T13:40:00Z',
  }),
  webShopProject,
  project({
    id: 'bbbbbbbb-0000-4000-8000-000000000003',
    name: 'data-platform',
    resource_group_count: 2,
    member_count: 4,
    group_count: 1,
    created_at: '2025-04-10T11:20:00Z',
  }),
];
