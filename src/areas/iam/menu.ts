// The IAM side menu (SPEC §2). User groups and projects come from their registry entries; the other items
// have no route yet and stay hidden until their resources land.
import type { AreaMenuItem } from '../../engine/types';
import { resourceMenuItem } from '../../engine/menu';
import { groupResource, projectResource } from './resources';

export const iamMenu: AreaMenuItem[] = [
  { id: 'iam-home', labelKey: 'iam:menu.home', href: '/iam-management' },
  { id: 'iam-members', labelKey: 'iam:menu.members', href: '/iam-management/member' },
  { id: 'iam-users', labelKey: 'iam:menu.users', href: '/iam-management/user' },
  resourceMenuItem(groupResource),
  resourceMenuItem(projectResource),
  { id: 'iam-permissions', labelKey: 'iam:menu.permissions', href: '/iam-management/permission' },
  { id: 'iam-policies', labelKey: 'iam:menu.policies', href: '/iam-management/policy' },
  {
    id: 'iam-identity-providers',
    labelKey: 'iam:menu.identityProviders',
    href: '/iam-management/identity-provider',
  },
  { id: 'iam-service-quotas', labelKey: 'iam:menu.serviceQuotas', href: '/iam-management/service-quotas' },
  { id: 'iam-audit-logs', labelKey: 'iam:menu.auditLogs', href: '/iam-management/audit-logs' },
];
