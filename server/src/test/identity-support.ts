// Test support for the identity tests: read the dev outbox and pull the one-time token out of a mail link.
import type { FastifyInstance } from 'fastify';

export interface OutboxMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  created_at: string;
}

export async function outbox(app: FastifyInstance, to?: string): Promise<OutboxMail[]> {
  const url = to ? `/api/auth/dev/outbox?to=${encodeURIComponent(to)}` : '/api/auth/dev/outbox';
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode} ${res.body}`);
  return res.json<{ data: OutboxMail[] }>().data;
}

/** The newest mail to the address, of the kind if given. */
export async function lastMail(app: FastifyInstance, to: string, kind?: string): Promise<OutboxMail> {
  const mail = (await outbox(app, to)).find((m) => !kind || m.kind === kind);
  if (!mail) throw new Error(`no ${kind ?? ''} mail to ${to}`);
  return mail;
}

/** The link of a mail's text body and its token. */
export function linkOf(mail: OutboxMail): { url: URL; token: string } {
  const m = /https?:\/\/\S+/.exec(mail.text);
  if (!m) throw new Error(`no link in ${mail.text}`);
  const url = new URL(m[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}

export const STRONG_PASSWORD = 'Correct-Horse-9-battery';
