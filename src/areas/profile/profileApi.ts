// The profile area's calls on the main backend (SPEC §7): the person's own name and password, the creation
// of an access key (its answer holds the secret; listing and deleting are derived from the registry entry),
// and the tenant's members with the verify-then-invite step.
import { api } from '../../api/client';
import { cdnEnvelope, versioned, type Versioned } from '../../api/adapters';
import type { components } from '../../api/generated/main';
import type { Profile } from '../../api/session';
import { ifMatchHeader, writeHeaders } from '../../api/headers';

export type Member = components['schemas']['Member'];
export type MemberInvite = components['schemas']['member.schema'];
export type MemberUpdate = components['schemas']['MemberUpdate'];
export type MemberStatus = components['schemas']['MemberStatusInput']['status'];
export type VerifyResult = components['schemas']['MemberVerifyResult'];
export type AccessKey = components['schemas']['AccessKey'];
export type AccessKeyWithSecret = components['schemas']['AccessKeyWithSecret'];
export type AccessKeyInput = components['schemas']['access-key.schema'];

/** One member and the ETag it was read at (the signed-in person's own record shares their user id). */
export async function getMember(id: string, signal?: AbortSignal): Promise<Versioned<Member>> {
  return versioned(
    await api().main.GET('/tenant/member/{id}', { params: { path: { id } }, signal }),
    cdnEnvelope.one,
  );
}

/** PUT /tenant/member/{id}: the full name and role (needs iam:write; demoting oneself answers 409). */
export async function updateMember(
  id: string,
  body: MemberUpdate,
  ifMatch: string | undefined,
): Promise<Versioned<Member>> {
  return versioned(
    await api().main.PUT('/tenant/member/{id}', {
      params: { path: { id }, header: ifMatchHeader(ifMatch) },
      body,
    }),
    cdnEnvelope.one,
  );
}

/**
 * PUT /tenant/member/{id}/status (setMemberStatus): active or disabled (iam:write). The server refuses the
 * caller, an invited member and the last active administrator (409). `idempotencyKey` names this one intent.
 */
export async function setMemberStatus(
  id: string,
  status: MemberStatus,
  options: { ifMatch?: string; idempotencyKey?: string } = {},
): Promise<Versioned<Member>> {
  const header = writeHeaders(options);
  return versioned(
    await api().main.PUT('/tenant/member/{id}/status', {
      params: { path: { id }, header },
      body: { status },
    }),
    cdnEnvelope.one,
  );
}

/** PATCH /user (updateOwnProfile): anyone signed in renames themselves; answers the fresh profile. */
export async function updateOwnName(fullName: string): Promise<Profile> {
  return cdnEnvelope.one<Profile>(await api().main.PATCH('/user', { body: { full_name: fullName } }));
}

/** PUT /user/password (changeOwnPassword): a wrong current password comes back on its field. */
export async function changeOwnPassword(currentPassword: string, newPassword: string): Promise<void> {
  cdnEnvelope.action(
    await api().main.PUT('/user/password', {
      body: { current_password: currentPassword, new_password: newPassword },
    }),
  );
}

/** The answer holds the secret: the only time it is ever sent. */
export async function createAccessKey(input: AccessKeyInput): Promise<AccessKeyWithSecret> {
  return cdnEnvelope.one(await api().main.POST('/access_key', { body: input }));
}

/** SPEC §5: before a member is invited, the username and email are checked. */
export async function verifyUsernameAndEmail(username: string, email: string): Promise<VerifyResult> {
  return cdnEnvelope.one(await api().main.POST('/verify_username_and_email', { body: { username, email } }));
}

export async function inviteMember(input: MemberInvite): Promise<Member> {
  return cdnEnvelope.one(await api().main.POST('/tenant/invite_member', { body: input }));
}
