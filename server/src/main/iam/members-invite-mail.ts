// The invitation mail of a new member. Behind a small interface so the mail module's templates and SMTP
// delivery can take over; the default writes the mail into the outbox table (the local mailbox) inside the
// invite's transaction, so a refused invite sends nothing.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/index.js';
import { MEMBER_KINDS, tenantUsers } from './identity-rows.js';

export interface InvitationMail {
  tenantId: string;
  to: string;
  username: string;
  tenantName: string;
  invitedBy: string;
  /** The one-time token of the link (stored only hashed in member_invitations). */
  token: string;
  expiresAt: Date;
}

export type InvitationSender = (tx: Queryable, mail: InvitationMail) => Promise<void>;

/** The console route the link opens; accepting the invitation there makes the member active. */
export const invitationLink = (token: string) => `/login?invitation=${encodeURIComponent(token)}`;

export function renderInvitation(mail: InvitationMail): { subject: string; text: string } {
  return {
    subject: `You are invited to ${mail.tenantName}`,
    text: [
      `Hello ${mail.username},`,
      '',
      `${mail.invitedBy} invited you to join ${mail.tenantName}.`,
      `Accept the invitation: ${invitationLink(mail.token)}`,
      `The link works once and expires on ${mail.expiresAt.toISOString()}.`,
    ].join('\n'),
  };
}

export const defaultInvitationSender: InvitationSender = async (tx, mail) => {
  const { subject, text } = renderInvitation(mail);
  const [member] = await tenantUsers<{ id: string }>(tx, mail.tenantId, MEMBER_KINDS, 'u.id').find({
    where: 'lower(u.username) = lower($3)',
    params: [mail.username],
  });
  if (!member) return;
  await tx.query(
    `INSERT INTO outbox (id, kind, user_id, to_address, subject, text_body, transport, status, created_at, sent_at)
     VALUES ($1, 'member_invitation', $2, $3, $4, $5, 'json', 'stored', now(), now())`,
    [randomUUID(), member.id, mail.to, subject, text],
  );
};
