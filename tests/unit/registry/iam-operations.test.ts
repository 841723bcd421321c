// The IAM registry entries talk to the main API as openapi/main.yaml says: paths, query, bodies, If-Match,
// and the envelopes unwrapped into the engine's shapes.
import { describe, expect, it } from 'vitest';
import { initApi } from '../../../src/api/client';
import { groupResource, projectResource } from '../../../src/areas/iam/resources';
import { fakeBackend, json, route, signIn } from '../helpers';

const group = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'developers',
  description: '',
  member_count: 0,
  project_count: 0,
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-02T03:04:05Z',
};
const project = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'web-shop',
  description: '',
  is_default: false,
  resource_group_count: 1,
  member_count: 0,
  group_count: 0,
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-02T03:04:05Z',
};
const withEtag = (body: unknown, etag: string) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ETag: etag } });

function connect(...handlers: Parameters<typeof fakeBackend>) {
  signIn({ permission: ['iam:read', 'iam:write'] });
  const backend = fakeBackend(...handlers);
  initApi(
    { backends: { auth: 'http://test/api/auth', main: 'http://test/api/main' } },
    { fetch: backend.fetch, navigate: () => undefined, currentPath: () => '/' },
  );
  return backend;
}

const ctx = { params: {} };

describe('IAM operations', () => {
  it('lists user groups with paging, sort and search', async () => {
    const backend = connect(
      route('GET', /\/tenant\/groups$/, () =>
        json({ data: [group], page_info: { page: '2', per_page: 10, total_count: 11, total_pages: 2 } }),
      ),
    );
    const page = await groupResource.operations.list!(
      { page: 2, perPage: 10, sortBy: 'member_count', sortDirection: 'asc', search: 'dev' },
      ctx,
    );
    expect(page.items).toEqual([group]);
    expect(page.total).toBe(11);
    const url = new URL(backend.requests[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      per_page: '10',
      sort_by: 'member_count',
      sort_direction: 'asc',
      search: 'dev',
    });
  });

  it('reads a group with its ETag and updates it with If-Match, sending only name and description', async () => {
    const backend = connect(
      route('GET', /\/tenant\/group\/[^/]+$/, () => withEtag({ data: group }, 'W/"1"')),
      route('PUT', /\/tenant\/group\/[^/]+$/, () => withEtag({ data: { ...group, name: 'devs' } }, 'W/"2"')),
    );
    expect(await groupResource.operations.get!(group.id, ctx)).toEqual({ record: group, etag: 'W/"1"' });
    const updated = await groupResource.operations.update!(
      group.id,
      { name: 'devs', description: '', member_ids: [] },
      { params: {}, ifMatch: 'W/"1"' },
    );
    expect(updated).toEqual({ record: { ...group, name: 'devs' }, etag: 'W/"2"' });
    const put = backend.requests.find((r) => r.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe(`/api/main/tenant/group/${group.id}`);
    expect(put.headers.get('If-Match')).toBe('W/"1"');
    expect(await put.json()).toEqual({ name: 'devs', description: '' });
  });

  it('creates and deletes groups and projects at their paths', async () => {
    const backend = connect(
      route('POST', /\/tenant\/group$/, () => json({ data: group }, 201)),
      route('POST', /\/tenant\/project$/, () => json({ data: project }, 201)),
      route('DELETE', /\/tenant\/(group|project)\/[^/]+$/, () => json({ message: 'Deleted' })),
    );
    expect(await groupResource.operations.create!({ name: 'developers', description: '' }, ctx)).toEqual(
      group,
    );
    expect(await projectResource.operations.create!({ name: 'web-shop', description: '' }, ctx)).toEqual(
      project,
    );
    await projectResource.operations.delete!(project.id, { params: {}, ifMatch: 'W/"4"' });
    await groupResource.operations.delete!(group.id, { params: {} });
    const calls = backend.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
    expect(calls).toEqual([
      'POST /api/main/tenant/group',
      'POST /api/main/tenant/project',
      `DELETE /api/main/tenant/project/${project.id}`,
      `DELETE /api/main/tenant/group/${group.id}`,
    ]);
    expect(backend.requests[2]!.headers.get('If-Match')).toBe('W/"4"');
    expect(backend.requests[3]!.headers.get('If-Match')).toBeNull();
  });

  it('reads and updates a project with If-Match', async () => {
    const backend = connect(
      route('GET', /\/tenant\/project\/[^/]+$/, () => withEtag({ data: project }, 'W/"7"')),
      route('PUT', /\/tenant\/project\/[^/]+$/, () => withEtag({ data: project }, 'W/"8"')),
    );
    expect(await projectResource.operations.get!(project.id, ctx)).toEqual({
      record: project,
      etag: 'W/"7"',
    });
    await projectResource.operations.update!(
      project.id,
      { name: 'web-shop', description: 'x' },
      {
        params: {},
        ifMatch: 'W/"7"',
      },
    );
    const put = backend.requests.find((r) => r.method === 'PUT')!;
    expect(put.headers.get('If-Match')).toBe('W/"7"');
    expect(await put.json()).toEqual({ name: 'web-shop', description: 'x' });
  });
});
