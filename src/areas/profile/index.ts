// The profile area (SPEC §2 "General"): the person's info, their access tokens, and the tenant's members.
// Info and tokens are open to every signed-in user; group members need iam:read (the guard checks it).
import type { AreaDefinition } from '../../engine/types';
import { lazyChunk } from '../../api/chunks';
import { resourceMenuItem } from '../../engine/menu';
import { groupMemberResource } from './resources';
import { profilePaths } from './paths';

const general = { resource: 'general', action: 'read' } as const;

export const profileArea: AreaDefinition = {
  id: 'profile',
  menuLabelKey: 'profile:menu.label',
  resources: [groupMemberResource],
  // The command palette's "Invite a member", in place of the generic "Add group member".
  actions: [
    {
      id: 'profile-invite-member',
      labelKey: 'profile:palette.inviteMember',
      href: profilePaths.groupMemberAdd,
      permission: { resource: 'iam', action: 'write' },
      keywords: ['invite', 'add', 'member', 'people'],
    },
  ],
  menu: [
    { id: 'profile-info', labelKey: 'profile:menu.info', href: profilePaths.info },
    { id: 'profile-access-tokens', labelKey: 'profile:menu.accessTokens', href: profilePaths.accessTokens },
    resourceMenuItem(groupMemberResource),
  ],
  pages: [
    {
      name: 'profile-management',
      path: profilePaths.index,
      titleKey: 'profile:info.title',
      permission: general,
      load: lazyChunk(() => import('./ProfileIndexPage')),
    },
    {
      name: 'profile-info',
      path: profilePaths.info,
      titleKey: 'profile:info.title',
      permission: general,
      load: lazyChunk(() => import('./InfoPage')),
    },
    {
      name: 'profile-access-token',
      path: profilePaths.accessTokens,
      titleKey: 'profile:tokens.title',
      permission: general,
      load: lazyChunk(() => import('./AccessTokenPage')),
    },
  ],
};
