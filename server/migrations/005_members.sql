-- Members, IAM users, service accounts, access keys, invitations and operator login-as.
-- Members, IAM users and service accounts are all rows of users (so sessions, grants, idempotency keys and
-- the one login endpoint work for each), told apart by kind; the API keeps them separate (ARCHITECTURE §5).

ALTER TABLE users
  ADD COLUMN kind text NOT NULL DEFAULT 'member'
    CHECK (kind IN ('member', 'iam_user', 'service_account'));
-- An IAM user's or service account's name inside its tenant; users.username holds its login name
-- "<tenant slug>_<short name>", unique with every other sign-in name.
ALTER TABLE users ADD COLUMN short_name text CHECK (short_name IS NULL OR length(short_name) BETWEEN 1 AND 64);
ALTER TABLE users ADD COLUMN description text NOT NULL DEFAULT '' CHECK (length(description) <= 500);
ALTER TABLE users ADD COLUMN password_change_required boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN mfa_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN invited_at timestamptz;
ALTER TABLE users ADD COLUMN joined_at timestamptz;
-- Bumped on every change of the row or of what it is granted: the ETag of members and IAM users.
ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE users ADD CONSTRAINT users_kind_tenant CHECK (kind = 'member' OR tenant_id IS NOT NULL);
CREATE INDEX users_tenant_kind ON users (tenant_id, kind, created_at DESC);

-- A login-as session: users.id of the platform operator who opened it (the session's user is the tenant
-- administrator it acts as, or the operator when the tenant has none).
ALTER TABLE sessions ADD COLUMN operator_user_id uuid REFERENCES users (id) ON DELETE CASCADE;

-- API access keys. The secret is random (32 bytes) and stored only as its SHA-256; deleting a key revokes it.
CREATE TABLE access_keys (
  id text PRIMARY KEY CHECK (id ~ '^AK[A-Z0-9]{18}$'),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id uuid REFERENCES tenants (id) ON DELETE CASCADE,
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  secret_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  last_used_at timestamptz,
  last_used_ip text
);
CREATE INDEX access_keys_user ON access_keys (user_id, created_at DESC);

-- Member invitations: the emailed link carries a random token, stored hashed; accepting it activates the member.
CREATE TABLE member_invitations (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz
);
CREATE INDEX member_invitations_user ON member_invitations (user_id);
