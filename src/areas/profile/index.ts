// The profile area (SPEC §2 "General"): the person's info, their access tokens, and the tenant's members.
// Info and tokens are open to every signed-in user; group members need iam:read (the guard checks it).
// Tokens and members are engine lists (registry entries); info is a page of its own.
import type { AreaDefinition } from '../../engine/types';
import { lazyChunk } from '../../api/chunks';
import { resourceMenuItem } from '../../engine/menu';
import { accessKeyResource } from './accessKeyResource';
import { groupMemberResource } from './resources';
import { profilePaths } from './paths';

const general = { resource: 'general', action: 'read' } as const;

export const profileArea: AreaDefinition = {
  id: 'profile',
  menuLabelKey: 'profile:menu.label',
  resources: [accessKeyResource, groupMemberResource],
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
    resourceMenuItem(accessKeyResource),
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
  ],
};
