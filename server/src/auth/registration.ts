// Self sign-up as a cloud console does it: a new tenant with the registrant as its administrator, unable to
// sign in until the email address is verified through the mailed link.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../context.js';
import { conflict } from '../errors.js';
import type { Queryable } from '../db/index.js';
import type { QueuedMail } from '../mail/mailer.js';
import { mailLink, renderMail } from '../mail/templates.js';
import type { MailLocale } from '../mail/templates.js';
import { inTransaction, writeAudit } from '../plugins/audit.js';
import { createTenant } from '../seed.js';
import {
  accountById,
  accountsByEmail,
  ACCEPTED,
  confirmedAccountByEmail,
  displayName,
  identityContext,
  invalidLink,
  localeOf,
} from './identity-context.js';
import type { Account } from './identity-context.js';
import { consumeIdentityToken, issueIdentityToken } from './identity-tokens.js';
import { hashPassword } from './passwords.js';
import { nameHeld } from './sign-in-names.js';
import { tenantNameTaken, verifyPendingTenant } from './tenant-names.js';

interface RegisterBody {
  tenant_name: string;
  username: string;
  full_name?: string;
  email: string;
  password: string;
  locale?: string;
}

/** Registrations and verifications are serialised so two of them cannot both take one name. */
const REGISTER_LOCK = 7262002;

const tenantNameTakenError = () =>
  conflict('This organisation name is taken; choose another.', 'tenant_name_taken');
const usernameTakenError = () => conflict('This username is taken; choose another.', 'username_taken');

export function registrationHandlers(services: AppServices) {
  const { db, clock } = services;
  const { mailer, limits } = identityContext(services);

  /** A fresh verification link for an unverified account (older links stop working). */
  async function queueVerification(tx: Queryable, account: Account, locale: MailLocale): Promise<QueuedMail> {
    const { token } = await issueIdentityToken(tx, {
      userId: account.id,
      purpose: 'verify_email',
      now: clock(),
      supersede: true,
    });
    const link = mailLink(mailer.settings.publicUrl, 'verify_email', { token });
    const mail = renderMail({ kind: 'verify_email', locale, name: displayName(account), link });
    return mailer.queue(tx, account.email, mail, account.id);
  }

  async function register(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as RegisterBody;
    const locale = localeOf(body.locale);
    request.auditTarget = { resourceType: 'tenant', action: 'register', actorUsername: body.username };
    await limits.takeRegistration(request.ip);
    await limits.takeMail(body.email, request.ip);
    // Hash before looking anything up, so a known and an unknown address take the same time.
    const passwordHash = await hashPassword(body.password);

    const queued = await inTransaction(db, request, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [REGISTER_LOCK]);
      // Held by an account or a verified tenant's slug; another registration still waiting for its
      // verification holds neither (the first of them to be verified keeps them).
      if (await nameHeld(tx, body.username)) throw usernameTakenError();
      if (await tenantNameTaken(tx, body.tenant_name)) throw tenantNameTakenError();

      // A confirmed account already uses the address: same answer as a new registration, and the mail tells
      // the address's owner instead. An unconfirmed one does not count: each registration is its own, with its
      // own link, so whoever registered the address first (perhaps not its owner) gains nothing from the
      // owner's registration — the owner's link confirms the owner's registration, with the owner's password.
      const existing = await confirmedAccountByEmail(tx, body.email);
      if (existing) {
        const link = mailLink(mailer.settings.publicUrl, 'already_registered');
        const mail = renderMail({ kind: 'already_registered', locale, name: displayName(existing), link });
        const q = await mailer.queue(tx, existing.email, mail, existing.id);
        await writeAudit(tx, request, {
          resourceType: 'tenant',
          action: 'register',
          result: 'failure',
          statusCode: 202,
          details: { reason: 'email_in_use' },
        });
        return [q];
      }

      const t = await createTenant(tx, body.tenant_name, [], { pending: true });
      const userId = randomUUID();
      await tx.query(
        `INSERT INTO users (id, tenant_id, username, password_hash, role, email, full_name, status,
           email_verified_at, registration_pending)
         VALUES ($1, $2, $3, $4, 'administrator', $5, $6, 'active', NULL, true)`,
        [userId, t.tenantId, body.username, passwordHash, body.email.trim(), body.full_name ?? ''],
      );
      const account = (await accountById(tx, userId)) as Account;
      const q = await queueVerification(tx, account, locale);
      // No session exists yet: the scope names the new tenant, so its audit trail starts here.
      request.scope = t;
      await writeAudit(tx, request, {
        resourceType: 'tenant',
        resourceId: t.tenantId,
        action: 'register',
        statusCode: 202,
        details: { tenant_name: body.tenant_name, username: body.username, user_id: userId },
      });
      return [q];
    });
    await mailer.deliver(db, queued);
    reply.code(202).header('cache-control', 'no-store');
    return { success: true, message: 'Check your mailbox for the verification link.' };
  }

  async function verifyEmail(request: FastifyRequest) {
    const { token } = request.body as { token: string };
    request.auditTarget = { resourceType: 'user', action: 'verify_email' };
    await limits.checkTokenAttempts(request.ip);
    const now = clock();
    const outcome = await inTransaction(db, request, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [REGISTER_LOCK]);
      const used = await consumeIdentityToken(tx, token, 'verify_email', now);
      if (!used) return 'invalid' as const;
      const tenant = await verifyPendingTenant(tx, used.userId, now);
      if (tenant.kind === 'taken') {
        // The registration lost its tenant name or its username to one verified first: it is void, so its
        // address is free to register again under other names.
        await tx.query('DELETE FROM tenants WHERE id = $1 AND verified_at IS NULL', [tenant.tenantId]);
        await writeAudit(tx, request, {
          resourceType: 'tenant',
          resourceId: tenant.tenantId,
          action: 'verify_email',
          result: 'failure',
          statusCode: 409,
          details: { reason: tenant.reason, tenant_name: tenant.name, user_id: used.userId },
        });
        return tenant.reason;
      }
      await tx.query(
        `UPDATE users SET email_verified_at = $2, updated_at = $2, registration_pending = false
          WHERE id = $1 AND email_verified_at IS NULL`,
        [used.userId, now],
      );
      await writeAudit(tx, request, {
        resourceType: 'user',
        resourceId: used.userId,
        action: 'verify_email',
        statusCode: 200,
      });
      return 'verified' as const;
    });
    if (outcome === 'invalid') {
      await limits.tokenFailed(request.ip);
      throw invalidLink();
    }
    if (outcome === 'tenant_name_taken')
      throw conflict(
        'Another organisation took this name before your address was confirmed; register again with another name.',
        'tenant_name_taken',
      );
    if (outcome === 'username_taken')
      throw conflict(
        'Someone took this username before your address was confirmed; register again with another username.',
        'username_taken',
      );
    return { success: true, message: 'Your email address is verified; you can sign in now.' };
  }

  async function resendVerificationEmail(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as { email: string; locale?: string };
    request.auditTarget = { resourceType: 'user', action: 'resend_verification' };
    await limits.takeMail(body.email, request.ip);
    const queued = await inTransaction(db, request, async (tx) => {
      const accounts = (await accountsByEmail(tx, body.email)).filter(
        (a) => !a.verified && a.status === 'active',
      );
      const out: QueuedMail[] = [];
      for (const a of accounts) out.push(await queueVerification(tx, a, localeOf(body.locale)));
      return out;
    });
    await mailer.deliver(db, queued);
    reply.code(202).header('cache-control', 'no-store');
    return ACCEPTED;
  }

  return { register, verifyEmail, resendVerificationEmail };
}
