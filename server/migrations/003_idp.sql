-- External identity providers (OIDC): the tenant's providers, the people linked to them, and the
-- short-lived state of sign-ins in flight. Only new tables; nothing of 001 changes.

CREATE TABLE identity_providers (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  protocol text NOT NULL CHECK (protocol IN ('oidc', 'saml')),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  enabled boolean NOT NULL DEFAULT false,
  client_id text NOT NULL DEFAULT '',
  -- AES-256-GCM, see server/src/idp/secret-box.ts; '' when no secret is stored.
  client_secret_enc text NOT NULL DEFAULT '',
  metadata_url text NOT NULL DEFAULT '',
  metadata jsonb,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Enabled only once configured.
  CHECK (NOT enabled OR (client_id <> '' AND metadata_url <> ''))
);
CREATE UNIQUE INDEX identity_providers_name_per_tenant ON identity_providers (tenant_id, lower(name));
CREATE INDEX identity_providers_tenant ON identity_providers (tenant_id, created_at DESC);

-- Who a provider's subject is here. Deleting the provider unlinks (the user keeps the account).
CREATE TABLE idp_identities (
  idp_id uuid NOT NULL REFERENCES identity_providers (id) ON DELETE CASCADE,
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  PRIMARY KEY (idp_id, subject)
);
CREATE INDEX idp_identities_user ON idp_identities (user_id);

-- A sign-in in flight: the state (hashed), the browser binding cookie (hashed), the PKCE verifier and
-- nonce. Used once: used_at is set before the code is exchanged.
CREATE TABLE idp_login_states (
  state_hash text PRIMARY KEY,
  binding_hash text NOT NULL,
  idp_id uuid NOT NULL REFERENCES identity_providers (id) ON DELETE CASCADE,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  redirect_uri text NOT NULL,
  next_path text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX idp_login_states_expiry ON idp_login_states (expires_at);
