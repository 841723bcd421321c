-- Sign-in names, one namespace for the whole platform:
--
-- * A self-registration still waiting for its address to be confirmed holds no name: any number of them may
--   ask for one name, the first to be confirmed keeps it (the others are void when confirmed). Every other
--   account holds its name, unique among holders.
-- * An IAM user's or service account's login name is `<tenant slug>_<short name>`: tenant slugs are unique
--   among verified tenants and hold no '_', short names are letters and digits, so no two tenants' IAM users
--   can collide. The contract refuses '_' in a person's new name (an identity provider's '_' becomes '.'),
--   so no person can take, or pass for, a tenant's IAM user. (Existing people keep their names: a database
--   check would refuse every later update of such a row.)
ALTER TABLE users ADD COLUMN registration_pending boolean NOT NULL DEFAULT false;

UPDATE users u SET registration_pending = true
  FROM tenants t
 WHERE u.tenant_id = t.id AND t.verified_at IS NULL AND u.email_verified_at IS NULL AND u.kind = 'member';

DROP INDEX users_username_unique;
CREATE UNIQUE INDEX users_username_held ON users (lower(username)) WHERE NOT registration_pending;
CREATE INDEX users_username_lookup ON users (lower(username));

-- IAM login names that still carry the old prefix (the tenant name without its separators) take the slug's,
-- unless that name is already held.
UPDATE users u SET username = t.slug || '_' || u.short_name
  FROM tenants t
 WHERE u.tenant_id = t.id
   AND u.kind IN ('iam_user', 'service_account')
   AND u.short_name IS NOT NULL
   AND t.slug <> ''
   AND lower(u.username) <> lower(t.slug || '_' || u.short_name)
   AND NOT EXISTS (SELECT 1 FROM users o WHERE lower(o.username) = lower(t.slug || '_' || u.short_name));

