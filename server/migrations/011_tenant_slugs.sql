-- A tenant's slug (its name as the sign-in page takes it: lower case, every run of other characters one '-')
-- names one tenant: people name their tenant by it to find its identity providers. The slug is derived from the
-- name by the database itself and unique among tenants that hold it, so no code path can create a second
-- tenant answering to the same slug.
--
-- Only a verified tenant holds its slug. A self-registered tenant is verified when its registrant confirms
-- their address (verified_at); until then it reserves nothing: another registration may take the same name,
-- and the first to be verified keeps it. Tenants created otherwise (seed, operators) are verified at once.
ALTER TABLE tenants
  ADD COLUMN slug text GENERATED ALWAYS AS (trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g'))) STORED;
ALTER TABLE tenants ADD COLUMN verified_at timestamptz DEFAULT now();

-- Registrations still waiting for their address to be confirmed: every person of the tenant unverified.
UPDATE tenants t SET verified_at = NULL
 WHERE EXISTS (SELECT 1 FROM users u WHERE u.tenant_id = t.id)
   AND NOT EXISTS (SELECT 1 FROM users u WHERE u.tenant_id = t.id AND u.email_verified_at IS NOT NULL);

-- Verified tenants that already share a slug: the oldest keeps it, the others stop answering to it (their
-- people still sign in by password; they are no longer found by the slug).
UPDATE tenants t SET verified_at = NULL
 WHERE t.verified_at IS NOT NULL
   AND EXISTS (SELECT 1 FROM tenants o
                WHERE o.slug = t.slug AND o.verified_at IS NOT NULL AND (o.created_at, o.id) < (t.created_at, t.id));

CREATE UNIQUE INDEX tenants_slug_verified ON tenants (slug) WHERE verified_at IS NOT NULL;
