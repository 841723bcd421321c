// The tenant's members as the profile area's "group members" (SPEC §2: list, add, edit/{id}). The engine
// lists and deletes them and switches their status (active ⇄ disabled) in the list; adding (verify the
// username and email first, SPEC §5, then invite) and editing (name and role only: the username and email
// belong to the person) have their own screens.
import type { RJSFSchema } from '@rjsf/utils';
import memberFormSchema from '../../engine/generated/iam/member.form-schema.json';
import groupMemberUi from '../../../schemas/profile/group-member.ui.json';
import { api } from '../../api/client';
import { cdnEnvelope } from '../../api/adapters';
import { lazyChunk } from '../../api/chunks';
import { defineResource, type ResourceUi } from '../../engine/types';
import { validatorsLoader } from '../../engine/validators';
import {
  getMember,
  inviteMember,
  setMemberStatus,
  updateMember,
  type Member,
  type MemberInvite,
  type MemberStatus,
} from './profileApi';
import { profilePaths } from './paths';

type MemberSortBy = 'username' | 'full_name' | 'email' | 'role' | 'status' | 'created_at';

const memberForm = memberFormSchema as RJSFSchema;

export const groupMemberResource = defineResource<Member, MemberInvite>({
  name: 'group_member',
  area: 'profile',
  permission: { resource: 'iam', action: 'read' },
  schemas: {
    form: memberForm,
    record: (memberForm.$defs as Record<string, RJSFSchema>).Member!,
    loadValidators: validatorsLoader('iam', 'member'),
  },
  ui: groupMemberUi as ResourceUi,
  operations: {
    list: async (query) =>
      cdnEnvelope.list(
        await api().main.GET('/tenant/members', {
          params: {
            query: {
              page: query.page,
              per_page: query.perPage,
              sort_by: query.sortBy as MemberSortBy | undefined,
              sort_direction: query.sortDirection,
              search: query.search,
              status: query.filters?.status as Member['status'] | undefined,
              role: query.filters?.role as Member['role'] | undefined,
            },
          },
        }),
      ),
    get: (id) => getMember(id),
    create: (input) => inviteMember(input),
    update: (id, { full_name, role }, { ifMatch }) => updateMember(id, { full_name, role }, ifMatch),
    // The list's status switch (ui.json `list.statusSwitch`): active ⇄ disabled.
    setStatus: (id, status, { ifMatch, idempotencyKey }) =>
      setMemberStatus(id, status as MemberStatus, { ifMatch, idempotencyKey }),
    delete: async (id, { ifMatch }) =>
      cdnEnvelope.action(
        await api().main.DELETE('/tenant/member/{id}', {
          params: { path: { id }, header: ifMatch ? { 'If-Match': ifMatch } : {} },
        }),
      ),
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
  api: { backend: 'main', itemPath: '/tenant/member/{id}' },
});
