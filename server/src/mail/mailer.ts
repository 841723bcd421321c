// Sends mail through nodemailer. Every mail becomes an outbox row inside the caller's transaction (so a
// rolled-back request sends nothing). Locally the JSON transport composes the message and the row is the
// mailbox; with SMTP_URL the row keeps only the envelope and the message goes out after the commit.
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Db, Queryable } from '../db/index.js';
import type { MailSettings } from './settings.js';
import type { RenderedMail } from './templates.js';

export interface QueuedMail {
  id: string;
  to: string;
  mail: RenderedMail;
}

export class Mailer {
  private readonly json = nodemailer.createTransport({ jsonTransport: true });
  private readonly smtp: Transporter | undefined;

  constructor(
    readonly settings: MailSettings,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.smtp = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : undefined;
  }

  get transport(): 'json' | 'smtp' {
    return this.smtp ? 'smtp' : 'json';
  }

  private fields(to: string, mail: RenderedMail) {
    return { from: this.settings.from, to, subject: mail.subject, text: mail.text, html: mail.html };
  }

  /** Writes the outbox row in q's transaction; call deliver() with the result after the commit. */
  async queue(q: Queryable, to: string, mail: RenderedMail, userId: string | null): Promise<QueuedMail> {
    const id = randomUUID();
    const now = this.clock();
    if (this.smtp) {
      await q.query(
        `INSERT INTO outbox (id, kind, user_id, to_address, subject, transport, status, created_at)
         VALUES ($1, $2, $3, $4, $5, 'smtp', 'queued', $6)`,
        [id, mail.kind, userId, to, mail.subject, now],
      );
    } else {
      const info = await this.json.sendMail(this.fields(to, mail));
      await q.query(
        `INSERT INTO outbox (id, kind, user_id, to_address, subject, text_body, html_body, message, transport,
           status, created_at, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, 'json', 'stored', $9, $9)`,
        [id, mail.kind, userId, to, mail.subject, mail.text, mail.html, info.message, now],
      );
    }
    return { id, to, mail };
  }

  /** Sends queued mail by SMTP (no-op for the JSON transport); failures are recorded, never thrown. */
  async deliver(db: Db, queued: QueuedMail[]): Promise<void> {
    const smtp = this.smtp;
    if (!smtp) return;
    for (const q of queued) {
      try {
        await smtp.sendMail(this.fields(q.to, q.mail));
        await db.query(`UPDATE outbox SET status = 'sent', sent_at = $2 WHERE id = $1`, [q.id, this.clock()]);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await db
          .query(`UPDATE outbox SET status = 'failed', error = $2 WHERE id = $1`, [
            q.id,
            message.slice(0, 500),
          ])
          .catch(() => undefined);
      }
    }
  }
}
