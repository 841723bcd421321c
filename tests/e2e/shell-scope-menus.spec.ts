// A project switch re-runs the route guard and re-filters the side menus against the real server: the demo
// member reads CDN in the default project only; in a project where a group grants them iam:read alone, the
// sites page turns into the not-authorized page and the IAM menu appears.
import { test, expect, admin, member, useSession } from './fixtures';
import { bearer, tokenOf, uniqueName } from './general-support';

test('switching project re-runs the guard and changes the side menu', async ({ page, request }) => {
  const adminToken = await tokenOf(request, admin);
  const memberToken = await tokenOf(request, member);
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api/main${path}`, { headers: bearer(adminToken), data });
    expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: { id: string } }).data;
  };
  const me = await request.get('/api/main/user', { headers: bearer(memberToken) });
  const memberId = ((await me.json()) as { data: { id: string } }).data.id;
  const projectName = uniqueName('Audit-');
  const project = await post('/tenant/project', { name: projectName });
  await post('/tenant/resource_group', { name: `${projectName}-rg`, project_id: project.id });
  const group = await post('/tenant/group', { name: uniqueName('auditors-'), member_ids: [memberId] });
  await post(`/tenant/group/${group.id}/assign_projects_permissions`, {
    projects: [{ project_id: project.id, permissions: ['iam:read'] }],
  });

  await useSession(page, member);
  await page.goto('/cdn/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  const cdnMenu = page.getByRole('navigation', { name: 'CDN' });
  await expect(cdnMenu.getByRole('link', { name: 'Sites' })).toBeVisible();

  // In the new project the member may read IAM only: the open CDN page is refused in place of a stale list.
  await page.getByRole('button', { name: /^Project/ }).click();
  await page.getByRole('menuitemradio', { name: projectName }).click();
  await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized(\?|$)/);

  await page.goto('/iam-management/user-group');
  await expect(page.getByRole('heading', { level: 1, name: 'User groups' })).toBeVisible();
  const iamMenu = page.getByRole('navigation', { name: 'IAM' });
  await expect(iamMenu.getByRole('link', { name: 'User groups' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Project/ })).toContainText(projectName);

  // Back in the default project the IAM page is refused again.
  await page.getByRole('button', { name: /^Project/ }).click();
  await page.getByRole('menuitemradio', { name: 'Default project' }).click();
  await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized(\?|$)/);
});
