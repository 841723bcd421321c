-- The record an entry's resource lives under (a site for its rules, settings and add-on domains; a project for
-- its resource groups), so a parent's History lists what happened to everything under it. The entry names the
-- parent when it is written: a deleted rule still shows on its site, and one indexed lookup finds them all.
ALTER TABLE audit_log ADD COLUMN parent_type text;
ALTER TABLE audit_log ADD COLUMN parent_id text;

CREATE INDEX audit_log_tenant_parent ON audit_log (tenant_id, parent_type, parent_id, occurred_at DESC)
  WHERE parent_id IS NOT NULL;

-- Entries written before the columns existed name their parent inside what they recorded: a site's rules carry
-- details.site_id, its one-per-site settings and a rule reordering have the site as their resource id, and a
-- resource group's snapshots carry project_id. Only the new columns are filled, from the entry's own content,
-- in this transaction; entries stay append-only for every other statement.
ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only;

UPDATE audit_log SET parent_type = 'cdn_site', parent_id = details ->> 'site_id'
 WHERE resource_type IN ('cdn_page_rule', 'cdn_firewall_rule', 'cdn_cache_rule', 'cdn_rate_limit_rule',
                         'cdn_multi_cdn_provider', 'cdn_multi_cdn_strategy', 'cdn_addon_domain')
   AND details ->> 'site_id' IS NOT NULL;

UPDATE audit_log SET parent_type = 'cdn_site', parent_id = resource_id
 WHERE parent_id IS NULL AND resource_id IS NOT NULL
   AND (resource_type IN ('cdn_origin_setting', 'cdn_extra_config')
        OR (resource_type = 'cdn_firewall_rule' AND action = 'reorderFirewallRules'));

UPDATE audit_log
   SET parent_type = 'main/tenant/project',
       parent_id = COALESCE(details -> 'after' ->> 'project_id', details -> 'before' ->> 'project_id')
 WHERE resource_type = 'main/tenant/resource_group'
   AND COALESCE(details -> 'after' ->> 'project_id', details -> 'before' ->> 'project_id') IS NOT NULL;

ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only;
