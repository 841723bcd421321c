-- Identity: email verification, one-time tokens (verify, reset, email sign-in, parent-portal short token,
-- WAF client token) and the mail outbox. Additive only.

-- NULL = the address is not verified yet (self sign-up). Rows that exist, and users created without naming
-- the column (seed, invitations by an administrator), count as verified.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz DEFAULT now();
CREATE INDEX users_email ON users (lower(email));

-- Opaque tokens handed out by mail, by an operator or by the WAF exchange; stored only as SHA-256 hashes.
-- One-time purposes are consumed by setting used_at (a replay finds no unused row).
CREATE TABLE identity_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL
    CHECK (purpose IN ('verify_email', 'reset_password', 'email_login', 'short_token', 'waf_client')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_by uuid,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX identity_tokens_user ON identity_tokens (user_id, purpose);

-- Every mail the server sends. With the local JSON transport this is the mailbox (bodies kept, listed by
-- the dev outbox); with SMTP only the envelope and delivery status are kept, never the links.
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 50),
  user_id uuid,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL DEFAULT '',
  html_body text NOT NULL DEFAULT '',
  message jsonb NOT NULL DEFAULT '{}'::jsonb,
  transport text NOT NULL CHECK (transport IN ('json', 'smtp')),
  status text NOT NULL CHECK (status IN ('stored', 'queued', 'sent', 'failed')),
  error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX outbox_to ON outbox (lower(to_address), seq DESC);
