// GET /auth/dev/outbox: the local mailbox for people and end-to-end tests. The mails hold live links (password
// resets, sign-in links), so it answers only when all of these hold, and 404 otherwise:
//   - it was switched on for local development (settings.devOutbox: DEV_OUTBOX=1, which `npm start` sets);
//   - NODE_ENV is not production;
//   - the connection itself comes from loopback (the socket's own peer address: no header can fake it);
//   - the request did not come through a proxy (no forwarding header), since a proxy on the same machine
//     connects from loopback on behalf of anyone.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices, AppSettings } from '../context.js';
import { notFound } from '../errors.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
];

export function devOutboxEnabled(request: FastifyRequest, settings: AppSettings): boolean {
  if (!settings.devOutbox || process.env.NODE_ENV === 'production') return false;
  if (!LOOPBACK.test(request.raw.socket?.remoteAddress ?? '')) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

interface OutboxRow {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: 'stored' | 'queued' | 'sent' | 'failed';
  created_at: Date;
}

export function devOutboxHandlers(services: AppServices) {
  async function listDevOutbox(request: FastifyRequest, reply: FastifyReply) {
    if (!devOutboxEnabled(request, services.settings)) throw notFound();
    const query = request.query as { to?: string; limit?: number };
    const { rows } = await services.db.query<OutboxRow>(
      `SELECT id, kind, to_address, subject, text_body, html_body, status, created_at FROM outbox
        WHERE ($1::text IS NULL OR lower(to_address) = lower($1::text))
        ORDER BY seq DESC LIMIT $2`,
      [query.to?.trim() || null, query.limit ?? 20],
    );
    reply.header('cache-control', 'no-store');
    return {
      data: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        status: r.status,
        created_at: new Date(r.created_at).toISOString(),
      })),
    };
  }
  return { listDevOutbox };
}
