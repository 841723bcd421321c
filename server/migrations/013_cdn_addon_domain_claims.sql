-- Ownership of an add-on hostname is settled by verification, not by who names it first: any number of sites
-- (of any tenants) may claim a hostname while it is unverified, one site on the whole platform serves it (the
-- first to verify it: its row turns active), and a site names a hostname once.
DROP INDEX cdn_addon_domains_domain;
CREATE UNIQUE INDEX cdn_addon_domains_served ON cdn_addon_domains (lower(domain)) WHERE status = 'active';
CREATE UNIQUE INDEX cdn_addon_domains_site_domain ON cdn_addon_domains (site_id, lower(domain));
