// Demo people beyond the seeded administrator and member: an invited and a disabled member, a member with
// project grants and a policy, two IAM users (one in the Auditors group) and a service account with a key.
import { randomUUID } from 'node:crypto';
import { hashPassword, randomPassword } from '../../auth/passwords.js';
import { hashToken, randomToken } from '../../auth/tokens.js';
import type { Queryable } from '../../db/index.js';
import { tenantLinks, tenantScoped } from '../../db/scoped.js';
import type { DemoCredential } from '../../seed.js';
import { createKey } from './access-keys.js';
import { joinGroups } from './identity-groups.js';
import { iamLoginPrefix } from '../../auth/sign-in-names.js';

export interface PeopleSeedContext {
  tenantId: string;
  projectId: string;
  /** Who sent the demo invitation (the seeded administrator). */
  invitedBy: string;
}

const CDN_FULL_ACCESS = '0b7c1e00-0000-4000-8000-000000000003';
const DAY = 86_400_000;

async function person(
  q: Queryable,
  tenantId: string,
  p: {
    kind: 'member' | 'iam_user' | 'service_account';
    username: string;
    shortName?: string;
    fullName: string;
    email: string;
    role: 'customer' | 'administrator';
    status: 'active' | 'disabled' | 'invited';
    passwordHash: string;
    description?: string;
    daysAgo: number;
  },
): Promise<string> {
  const id = randomUUID();
  const created = new Date(Date.now() - p.daysAgo * DAY);
  await q.query(
    `INSERT INTO users (id, tenant_id, kind, username, short_name, password_hash, role, email, full_name, status,
       description, invited_at, joined_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
    [
      id,
      tenantId,
      p.kind,
      p.username,
      p.shortName ?? null,
      p.passwordHash,
      p.role,
      p.email,
      p.fullName,
      p.status,
      p.description ?? '',
      p.kind === 'member' ? created : null,
      p.kind === 'member' && p.status !== 'invited' ? new Date(created.getTime() + DAY) : null,
      created,
    ],
  );
  return id;
}

/** Returns the sign-in of the demo IAM user, for the demo credentials file. */
export async function seedPeople(q: Queryable, ctx: PeopleSeedContext): Promise<DemoCredential[]> {
  const { tenantId, projectId } = ctx;
  const invited = await person(q, tenantId, {
    kind: 'member',
    username: 'thu.nguyen',
    fullName: 'Nguyễn Thu',
    email: 'thu.nguyen@demo-telecom.example',
    role: 'customer',
    status: 'invited',
    passwordHash: '!',
    daysAgo: 2,
  });
  await q.query(
    `INSERT INTO member_invitations (id, tenant_id, user_id, email, token_hash, invited_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() - interval '2 days', now() + interval '5 days')`,
    [
      randomUUID(),
      tenantId,
      invited,
      'thu.nguyen@demo-telecom.example',
      hashToken(randomToken()),
      ctx.invitedBy,
    ],
  );
  await person(q, tenantId, {
    kind: 'member',
    username: 'klaus.weber',
    fullName: 'Klaus Weber',
    email: 'klaus.weber@demo-telecom.example',
    role: 'customer',
    status: 'disabled',
    passwordHash: await hashPassword(randomPassword()),
    daysAgo: 120,
  });
  const dnsEditor = await person(q, tenantId, {
    kind: 'member',
    username: 'lan.pham',
    fullName: 'Phạm Lan',
    email: 'lan.pham@demo-telecom.example',
    role: 'customer',
    status: 'active',
    passwordHash: await hashPassword(randomPassword()),
    daysAgo: 60,
  });
  const grant = (userId: string, keys: string[]) =>
    tenantLinks(q, 'permission_grants', tenantId).insert(
      keys.map((key) => {
        const [resource, action] = key.split(':');
        return { id: randomUUID(), user_id: userId, project_id: projectId, resource, action };
      }),
    );
  await grant(dnsEditor, ['dns:read', 'dns:write', 'cdn:read']);
  await tenantLinks(q, 'policy_grants', tenantId).insert([
    { id: randomUUID(), project_id: projectId, policy_id: CDN_FULL_ACCESS, user_id: dnsEditor },
  ]);

  const slug = await iamLoginPrefix(q, tenantId);
  const reportingPassword = randomPassword();
  const reporting = await person(q, tenantId, {
    kind: 'iam_user',
    username: `${slug}_reporting`,
    shortName: 'reporting',
    fullName: 'Monthly reporting',
    email: 'reports@demo-telecom.example',
    role: 'customer',
    status: 'active',
    passwordHash: await hashPassword(reportingPassword),
    daysAgo: 45,
  });
  const auditors = await tenantScoped<{ id: string }>(q, 'user_groups', tenantId, 'id').find({
    where: `name = 'Auditors'`,
  });
  await joinGroups(
    q,
    tenantId,
    reporting,
    auditors.map((g) => g.id),
  );
  await person(q, tenantId, {
    kind: 'iam_user',
    username: `${slug}_noc01`,
    shortName: 'noc01',
    fullName: 'NOC console 01',
    email: '',
    role: 'customer',
    status: 'disabled',
    passwordHash: await hashPassword(randomPassword()),
    daysAgo: 200,
  });
  const pipeline = await person(q, tenantId, {
    kind: 'service_account',
    username: `${slug}_ciPipeline`,
    shortName: 'ciPipeline',
    fullName: '',
    email: '',
    role: 'customer',
    status: 'active',
    passwordHash: '!',
    description: 'Purges the CDN cache after each release.',
    daysAgo: 30,
  });
  await grant(pipeline, ['cdn:read', 'cdn:write']);
  // The secret is not kept anywhere: a demo key that shows how keys list (created, expiry, last use).
  await createKey(
    q,
    { userId: pipeline, tenantId },
    { description: 'Release pipeline', expiresAt: new Date(Date.now() + 180 * DAY) },
    new Date(Date.now() - 30 * DAY),
  );
  return [
    {
      role: 'customer',
      label: 'IAM user in the Auditors group (read-only)',
      username: `${slug}_reporting`,
      password: reportingPassword,
    },
  ];
}
