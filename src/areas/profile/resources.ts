// The tenant's members as the profile area's "group members" (SPEC §2: list, add, edit/{id}). The engine
// lists and deletes them and switches their status (active ⇄ disabled) in the list; adding (verify the
// username and email first, SPEC §5, then invite) and editing (name and role only: the username and email
// belong to the person) have their own screens.
import { lazyChunk } from '../../api/chunks';
import { defineResource } from '../../engine/types';
import { validatorsLoader } from '../../engine/validators';
import { setMemberStatus, type Member, type MemberInvite, type MemberStatus } from './profileApi';
import { profilePaths } from './paths';

export const groupMemberResource = defineResource<Member, MemberInvite>({
  name: 'group_member',
  area: 'profile',
  permission: { resource: 'iam', action: 'read' },
  schemas: {
    form: lazyChunk(() => import('../../engine/generated/iam/member.form-schema.json')),
    record: 'Member',
    loadValidators: validatorsLoader('iam', 'member'),
  },
  ui: lazyChunk(() => import('../../../schemas/profile/group-member.ui.json')),
  operations: {
    // The list's status switch (ui.json `list.statusSwitch`): active ⇄ disabled, through its own status path.
    setStatus: (id, status, { ifMatch, idempotencyKey }) =>
      setMemberStatus(id, status as MemberStatus, { ifMatch, idempotencyKey }),
  },
  routes: {
    list: profilePaths.groupMembers,
    create: { path: profilePaths.groupMemberAdd, defaultHref: profilePaths.groupMemberAdd },
    edit: { path: profilePaths.groupMemberEdit, param: 'id' },
  },
  screens: {
    create: lazyChunk(() => import('./GroupMemberFormPage')),
    edit: lazyChunk(() => import('./GroupMemberFormPage')),
  },
  menu: { id: 'profile-group-members', labelKey: 'profile:menu.groupMembers' },
  // Members are invited (verified first, SPEC §5); an update sets the name and role (the rest is the person's).
  api: {
    backend: 'main',
    listPath: '/tenant/members',
    createPath: '/tenant/invite_member',
    itemPath: '/tenant/member/{id}',
    updateFields: ['full_name', 'role'],
  },
});
