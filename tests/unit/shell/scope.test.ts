// src/app/shell/specs/scope-switcher.md — the scope store and the switch, against a fake backend.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initApi, api } from '../../../src/api/client';
import { resetSessionExpiry } from '../../../src/api/expiry';
import { currentScope, switchScope, type ScopeProject } from '../../../src/api/scope';
import { getProfile, saveScope } from '../../../src/api/session';
import { fakeBackend, json, profile, route, signIn } from '../helpers';

const p1 = '10000000-0000-4000-8000-000000000001';
const p2 = '10000000-0000-4000-8000-000000000002';
const rg1 = '20000000-0000-4000-8000-000000000001';
const rg2a = '20000000-0000-4000-8000-00000000002a';
const rg2b = '20000000-0000-4000-8000-00000000002b';

const projects: ScopeProject[] = [
  {
    id: p1,
    name: 'Default',
    is_default: true,
    permissions: ['cdn:read'],
    resource_groups: [{ id: rg1, name: 'main', is_default: true }],
  },
  {
    id: p2,
    name: 'Shop',
    is_default: false,
    permissions: ['iam:read'],
    resource_groups: [
      { id: rg2a, name: 'a', is_default: false },
      { id: rg2b, name: 'b', is_default: true },
    ],
  },
];

function backend(status = 200) {
  return fakeBackend(
    route('GET', /\/api\/main\/user$/, (request) =>
      status === 200
        ? json({
            data: {
              ...profile,
              permission: request.headers.get('X-Project-Id') === p2 ? ['iam:read'] : ['cdn:read'],
            },
          })
        : json({ message: 'No such resource group.', status_code: status, request_id: 'r-scope' }, status),
    ),
    route('GET', /\/api\/main\/user\/resource_groups_projects$/, () => json({ data: projects })),
  );
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('the current scope', () => {
  it('MUST be the stored resource group’s project, else the stored project, else the default project', () => {
    saveScope({ projectId: null, resourceGroupId: rg2a });
    expect(currentScope(projects)).toEqual({ projectId: p2, resourceGroupId: rg2a });
    saveScope({ projectId: p2, resourceGroupId: null });
    expect(currentScope(projects)).toEqual({ projectId: p2, resourceGroupId: rg2b });
    saveScope({ projectId: null, resourceGroupId: null });
    expect(currentScope(projects)).toEqual({ projectId: p1, resourceGroupId: rg1 });
    expect(currentScope([])).toBeNull();
  });
});

describe('switching', () => {
  it('MUST store the scope so later requests carry X-Project-Id and X-Resource-Group-Id, and read /user again', async () => {
    const fake = backend();
    initApi(
      { backends: { auth: 'http://test/api/auth', main: 'http://test/api/main' } },
      { fetch: fake.fetch },
    );
    signIn();
    const switched = await switchScope({ projectId: p2, resourceGroupId: rg2b });
    expect(switched.permission).toEqual(['iam:read']);
    expect(getProfile()?.permission).toEqual(['iam:read']);
    await api().main.GET('/user/resource_groups_projects');
    const last = fake.requests.at(-1);
    expect(last?.headers.get('X-Project-Id')).toBe(p2);
    expect(last?.headers.get('X-Resource-Group-Id')).toBe(rg2b);
    expect(sessionStorage.getItem('projectId')).toBe(p2);
  });

  it('MUST put the previous scope back when the switch fails', async () => {
    const fake = backend(404);
    initApi(
      { backends: { auth: 'http://test/api/auth', main: 'http://test/api/main' } },
      { fetch: fake.fetch },
    );
    signIn();
    saveScope({ projectId: p1, resourceGroupId: rg1 });
    await expect(switchScope({ projectId: p2, resourceGroupId: rg2a })).rejects.toMatchObject({
      status: 404,
    });
    expect(sessionStorage.getItem('projectId')).toBe(p1);
    expect(sessionStorage.getItem('resourceGroupId')).toBe(rg1);
    expect(getProfile()?.permission).toEqual(profile.permission);
  });

  // A 401 ends the session and clears sessionStorage: a switch failing on it must not write the old scope back.
  it('MUST write nothing back when the switch meets a 401: the session ended and its storage stays empty', async () => {
    vi.useFakeTimers();
    try {
      const fake = backend(401);
      initApi(
        { backends: { auth: 'http://test/api/auth', main: 'http://test/api/main' } },
        { fetch: fake.fetch },
      );
      signIn();
      saveScope({ projectId: p1, resourceGroupId: rg1 });
      await expect(switchScope({ projectId: p2, resourceGroupId: rg2a })).rejects.toMatchObject({
        status: 401,
      });
      expect(sessionStorage.length).toBe(0);
      expect(localStorage.getItem('accessToken')).toBeNull();
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
      resetSessionExpiry();
    }
  });
});
