// Mail settings from the environment. Links in mails use PUBLIC_URL (public-url.ts), never the request's Host
// header, so a forged Host cannot point a reset link at someone else's server.
import { publicUrlFromEnv } from '../public-url.js';

export interface MailSettings {
  /** The console's address as people reach it, without a trailing slash. */
  publicUrl: string;
  from: string;
  /** smtp(s)://user:pass@host:port — when set, mail goes out by SMTP; otherwise only into the outbox. */
  smtpUrl: string | undefined;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
  return {
    publicUrl: publicUrlFromEnv(env),
    from: nonEmpty(env.MAIL_FROM) ?? 'Cloud Console <no-reply@console.local>',
    smtpUrl: nonEmpty(env.SMTP_URL),
  };
}
