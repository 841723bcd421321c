-- Audit trail, integrity part: who acted (and the operator behind a login-as session), how they signed in,
-- which permission area the operation belongs to (the read API shows each area's entries to whoever may read
-- that area), and a guarantee that entries are never edited or removed. Additive only.

ALTER TABLE audit_log ADD COLUMN login_type text;
ALTER TABLE audit_log ADD COLUMN operator_user_id uuid;
ALTER TABLE audit_log ADD COLUMN operator_username text;
-- The <resource> of the operation's x-permission (cdn, iam, Auth, ...); NULL for public operations.
ALTER TABLE audit_log ADD COLUMN permission_area text;

CREATE INDEX audit_log_tenant_resource ON audit_log (tenant_id, resource_type, resource_id, occurred_at DESC);
CREATE INDEX audit_log_tenant_actor ON audit_log (tenant_id, actor_user_id, occurred_at DESC);

-- Append-only: no statement may change or delete an entry. The one exception is a retention purge, which
-- must say so in its own transaction with SET LOCAL console.audit_purge = 'on'.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('console.audit_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log entries cannot be changed or deleted' USING ERRCODE = '42501';
END
$$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
