// GET /auth/dev/outbox: the local mailbox for people and end-to-end tests. Development only: it answers 404
// under NODE_ENV=production and to anyone not on the server's own machine, since the mails hold live links.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../context.js';
import { notFound } from '../errors.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function devOutboxEnabled(request: FastifyRequest): boolean {
  return process.env.NODE_ENV !== 'production' && LOOPBACK.test(request.ip);
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
    if (!devOutboxEnabled(request)) throw notFound();
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
