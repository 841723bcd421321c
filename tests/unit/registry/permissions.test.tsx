// Spec: src/engine/specs/permissions.md
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { groupResource, projectResource } from '../../../src/areas/iam/resources';
import { useWriteAccess } from '../../../src/engine/permissions';
import type { AnyResource } from '../../../src/engine/types';
import { fakeBackend, json, pageOf, renderApp, route, signIn } from '../helpers';

const notAuthorized = '/pages/miscellaneous/not-authorized';
const projectId = '33333333-3333-4333-8333-333333333333';
const project = {
  id: projectId,
  name: 'web-shop',
  description: '',
  is_default: false,
  resource_group_count: 1,
  member_count: 2,
  group_count: 1,
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-02T03:04:05Z',
};

function AccessProbe({ resource }: { resource: AnyResource }) {
  const access = useWriteAccess(resource);
  return (
    <output aria-label="access">
      {access.allowed ? 'allowed' : 'refused'}|{access.reason ?? ''}
    </output>
  );
}

describe('permissions', () => {
  it('MUST send a user without `<resource>:read` who opens a resource route to the not-authorized page', async () => {
    for (const path of [
      '/iam-management/user-group',
      `/iam-management/user-group/${projectId}`,
      '/iam-management/project',
      `/iam-management/project/${projectId}`,
    ]) {
      signIn({ permission: ['cdn:read', 'cdn:write', 'iam:write'] });
      const backend = fakeBackend();
      const { router, unmount } = renderApp(path, backend);
      await waitFor(() => expect(router.state.location.pathname, path).toBe(notAuthorized));
      expect(await screen.findByRole('heading', { level: 1, name: 'Not authorized' })).toBeTruthy();
      // Nothing of the IAM API was asked for.
      expect(backend.requests.filter((r) => r.url.includes('/tenant/'))).toEqual([]);
      unmount();
    }
  });

  it('MUST open the route for a user with `<resource>:read`', async () => {
    signIn({ permission: ['iam:read'] });
    const backend = fakeBackend(
      route('GET', /\/tenant\/projects$/, () => json(pageOf([project]))),
      route('GET', /\/tenant\/project\/[^/]+$/, () => json({ data: project })),
    );
    const { router } = renderApp(`/iam-management/project/${projectId}`, backend);
    expect(await screen.findByRole('heading', { level: 1, name: 'web-shop' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/iam-management/project/${projectId}`);
  });

  it('MUST refuse changing actions to a user without `<resource>:write` and give the translated reason', async () => {
    signIn({ permission: ['iam:read', 'cdn:write'] });
    renderApp('/probe', fakeBackend(), [
      { path: '/probe', element: <AccessProbe resource={groupResource} /> },
    ]);
    expect((await screen.findByRole('status', { name: 'access' })).textContent).toBe(
      'refused|You need the iam:write permission to change this. Ask a tenant administrator.',
    );
  });

  it('MUST allow changing actions, without a reason, to a user with `<resource>:write`', async () => {
    signIn({ permission: ['iam:read', 'iam:write'] });
    renderApp('/probe', fakeBackend(), [
      { path: '/probe', element: <AccessProbe resource={projectResource} /> },
    ]);
    expect((await screen.findByRole('status', { name: 'access' })).textContent).toBe('allowed|');
  });
});
