// What the identity handlers of every backend share per app: the mailer and the rate limits, plus the small
// helpers they all use (accounts by email, the answers that never reveal whether an account exists).
import type { AppServices, Role } from '../context.js';
import type { Queryable } from '../db/index.js';
import { HttpError } from '../errors.js';
import { Mailer } from '../mail/mailer.js';
import { mailSettingsFromEnv } from '../mail/settings.js';
import type { MailLocale } from '../mail/templates.js';
import { IdentityLimits } from './identity-limits.js';

export interface IdentityContext {
  mailer: Mailer;
  limits: IdentityLimits;
}

const contexts = new WeakMap<AppServices, IdentityContext>();

/** One mailer and one set of limits per app (the auth, main and WAF handler factories share them). */
export function identityContext(services: AppServices): IdentityContext {
  let ctx = contexts.get(services);
  if (!ctx) {
    ctx = {
      // Links in mails use the app's public URL, read when a mail is written.
      mailer: new Mailer(
        {
          ...mailSettingsFromEnv(),
          get publicUrl() {
            return services.settings.publicUrl;
          },
        },
        services.clock,
      ),
      limits: new IdentityLimits(services.db, () => services.clock().getTime()),
    };
    contexts.set(services, ctx);
  }
  return ctx;
}

/** The one answer of every mail-sending call, whatever happened. */
export const ACCEPTED = {
  success: true as const,
  message: 'If the address belongs to an account, a mail is on its way.',
};

export const invalidLink = () =>
  new HttpError(400, 'This link is invalid, already used or expired; ask for a new one.', 'invalid_token');

export const emailNotVerified = () =>
  new HttpError(
    401,
    'Your email address is not verified yet. Open the link in the verification mail, or ask for a new one.',
    'email_not_verified',
  );

export interface Account {
  id: string;
  tenant_id: string | null;
  role: Role;
  username: string;
  email: string;
  full_name: string;
  status: string;
  verified: boolean;
}
export const ACCOUNT_COLUMNS =
  'id, tenant_id, role, username, email, full_name, status, email_verified_at IS NOT NULL AS verified';

/** Accounts with this email address (several people may share one; a mail goes to each account). */
export async function accountsByEmail(q: Queryable, email: string): Promise<Account[]> {
  const { rows } = await q.query<Account>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users
      WHERE lower(email) = lower($1) AND email <> '' ORDER BY created_at, id LIMIT 5`,
    [email.trim()],
  );
  return rows;
}

/** The oldest account whose owner confirmed this address, if any. */
export async function confirmedAccountByEmail(q: Queryable, email: string): Promise<Account | undefined> {
  const { rows } = await q.query<Account>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users
      WHERE lower(email) = lower($1) AND email <> '' AND email_verified_at IS NOT NULL
      ORDER BY created_at, id LIMIT 1`,
    [email.trim()],
  );
  return rows[0];
}

export async function accountById(q: Queryable, id: string): Promise<Account | undefined> {
  const { rows } = await q.query<Account>(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

export const displayName = (a: { full_name: string; username: string }) => a.full_name || a.username;

export function localeOf(value: unknown): MailLocale {
  return value === 'vi' || value === 'de' ? value : 'en';
}
