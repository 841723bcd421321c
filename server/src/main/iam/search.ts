// The IAM records the console's search finds (main/search): the tenant's members, user groups, projects and
// resource groups. All need iam:read, as their lists do.
import { tenantScoped } from '../../db/scoped.js';
import type { SearchRow, SearchSource } from '../search/source.js';
import { titleMap } from '../search/source.js';
import { MEMBER_KINDS, tenantUsers } from './identity-rows.js';

const IAM_READ = 'iam:read';

export const iamSearchSources: SearchSource[] = [
  {
    kind: 'group_member',
    permission: IAM_READ,
    ui: 'profile/group-member.ui.json',
    table: (q, scope, columns) => tenantUsers<SearchRow>(q, scope.tenantId, MEMBER_KINDS, columns),
    alias: 'u',
    title: "COALESCE(NULLIF(u.full_name, ''), u.username)",
    subtitle: 'u.email',
  },
  {
    kind: 'user_group',
    permission: IAM_READ,
    ui: 'iam/group.ui.json',
    table: (q, scope, columns) => tenantScoped<SearchRow>(q, 'user_groups', scope.tenantId, columns),
    title: 'name',
  },
  {
    kind: 'project',
    permission: IAM_READ,
    ui: 'iam/project.ui.json',
    table: (q, scope, columns) => tenantScoped<SearchRow>(q, 'projects', scope.tenantId, columns),
    title: 'name',
  },
  {
    kind: 'resource_group',
    permission: IAM_READ,
    ui: 'iam/resource-group.ui.json',
    table: (q, scope, columns) => tenantScoped<SearchRow>(q, 'resource_groups', scope.tenantId, columns),
    title: 'name',
    context: {
      kind: 'project',
      column: 'project_id',
      titles: async (q, scope, ids) =>
        titleMap(
          await tenantScoped<{ id: string; name: string }>(q, 'projects', scope.tenantId, 'id, name').find({
            where: 'id = ANY($2::uuid[])',
            params: [ids],
          }),
        ),
    },
  },
];
