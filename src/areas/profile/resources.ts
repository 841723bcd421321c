// The tenant's members as the profile area's "group members" (SPEC §2: list, add, edit/{id}). The engine
// lists and deletes them and switches their status (active ⇄ disabled) in the list; adding (verify the
// username and email first, SPEC §5, then invite) and editing (name and role only: the username and email
// belong to the person) have their own screens.
import type { RJSFSchema } from '@rjsf/utils';
import memberFormSchema from '../../engine/generated/iam/member.form-schema.json';
import groupMemberUi from '../../../schemas/profile/group-member.ui.json';
import { lazyChunk } from '../../api/chunks';
import { defineResource, type ResourceUi } from '../../engine/types';
import { validatorsLoader } from '../../engine/validators';
import { defOf } from '../../api/schemaDefs';
import { setMemberStatus, type Member, type MemberInvite, type MemberStatus } from './profileApi';
import { profilePaths } from './paths';

const memberForm = memberFormSchema as RJSFSchema;

export const groupMemberResource = defineResource<Member, MemberInvite>({
  name: 'group_member',
  area: 'profile',
  permission: { resource: 'iam', action: 'read' },
  schemas: {
    form: memberForm,
    record: defOf(memberForm, 'Member'),
    loadValidators: validatorsLoader('iam', 'member'),
  },
  ui: groupMemberUi as ResourceUi,
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
