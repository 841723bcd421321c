// Demo data under the demo tenant's sites (seed.ts calls it once the sites exist): page, firewall (both
// statuses, in priority order), cache and rate-limit rules on every site, an origin setting, a multi-CDN
// provider pair with strategies on the first active site (its traffic is split between the two, see
// seed-traffic.ts), and add-on domains in each state.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/index.js';
import { tenantPredicate } from '../../db/scoped.js';
import { scheduleProviderCheck } from './multi-cdn-probe.js';

interface SeedSite {
  id: string;
  tenant_id: string;
  project_id: string;
  resource_group_id: string;
  name: string;
  origin_server_url: string;
  status: string;
}

type Values = Record<string, unknown>;

/** One insert of a row under a site: the scope columns come from the site. */
async function insertUnder(tx: Queryable, table: string, site: SeedSite, values: Values): Promise<string> {
  const id = randomUUID();
  const row: Values = {
    id,
    tenant_id: site.tenant_id,
    project_id: site.project_id,
    resource_group_id: site.resource_group_id,
    site_id: site.id,
    ...values,
  };
  const names = Object.keys(row);
  const marks = names.map((n, i) =>
    row[n] !== null && typeof row[n] === 'object' && !(row[n] instanceof Date)
      ? `$${i + 1}::jsonb`
      : `$${i + 1}`,
  );
  const params = names.map((n) =>
    row[n] !== null && typeof row[n] === 'object' && !(row[n] instanceof Date)
      ? JSON.stringify(row[n])
      : row[n],
  );
  await tx.query(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${marks.join(', ')})`, params);
  return id;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function seedSiteRules(tx: Queryable, tenantId: string): Promise<void> {
  const { rows: sites } = await tx.query<SeedSite>(
    `SELECT id, tenant_id, project_id, resource_group_id, name, origin_server_url, status FROM cdn_sites
      WHERE ${tenantPredicate('cdn_sites')} ORDER BY created_at, id`,
    [tenantId],
  );
  for (const [index, site] of sites.entries()) {
    const host = `${slug(site.name)}.demo-telecom.example.com`;
    await insertUnder(tx, 'cdn_page_rules', site, {
      url_pattern: `${host}/assets/*`,
      actions: { cache_level: 'cache_everything', edge_cache_ttl: 86400 },
      priority: 1,
    });
    await insertUnder(tx, 'cdn_page_rules', site, {
      url_pattern: `http://${host}/*`,
      actions: { forwarding_url: { url: `https://${host}/$1`, status_code: 301 } },
      priority: 2,
    });
    await insertUnder(tx, 'cdn_page_rules', site, {
      url_pattern: `${host}/admin/*`,
      actions: { cache_level: 'bypass', browser_integrity_check: 'active' },
      status: 'inactive',
      priority: 3,
    });
    const firewall: Values[] = [
      {
        description: 'Allow office network',
        expression: 'ip.src in {203.0.113.0/24}',
        action: 'allow',
        hits_24h: 1840,
      },
      {
        description: 'Block admin from outside Vietnam',
        expression: 'http.request.uri.path contains "/admin" and ip.src.country ne "VN"',
        action: 'block',
        response: { status_code: 403, content_type: 'text/plain', body: 'Forbidden' },
        hits_24h: 312,
      },
      {
        description: 'Challenge known bad bots',
        expression: 'http.user_agent contains "BadBot"',
        action: 'managed_challenge',
        hits_24h: 97,
      },
      {
        description: 'Log WordPress probes',
        expression: 'http.request.uri.path contains "/wp-login.php"',
        action: 'log',
        status: 'inactive',
        hits_24h: 0,
      },
    ];
    for (const [i, rule] of firewall.entries()) {
      const hits = Number(rule.hits_24h);
      await insertUnder(tx, 'cdn_firewall_rules', site, {
        ...rule,
        priority: i + 1,
        last_matched_at: hits > 0 ? new Date(Date.now() - (i + 1) * 600_000) : null,
      });
    }
    await insertUnder(tx, 'cdn_cache_rules', site, {
      name: 'Static files',
      expression: 'http.request.uri.path.extension in {"css" "js" "png" "jpg" "svg" "woff2"}',
      cache: 'eligible',
      edge_ttl_mode: 'override_origin',
      edge_ttl_seconds: 604800,
      browser_ttl_mode: 'override_origin',
      browser_ttl_seconds: 86400,
      cache_key_query_string: 'none',
      priority: 1,
    });
    await insertUnder(tx, 'cdn_cache_rules', site, {
      name: 'Never cache the API',
      expression: 'starts_with(http.request.uri.path, "/api/")',
      cache: 'bypass',
      edge_ttl_mode: 'respect_origin',
      browser_ttl_mode: 'bypass',
      cache_key_query_string: 'all',
      priority: 2,
    });
    await insertUnder(tx, 'cdn_rate_limit_rules', site, {
      name: 'Login attempts',
      expression: 'http.request.uri.path eq "/login" and http.request.method eq "POST"',
      characteristics: ['ip'],
      requests_per_period: 10,
      period_seconds: 60,
      action: 'block',
      mitigation_timeout_seconds: 600,
      priority: 1,
      hits_24h: 45,
    });
    await insertUnder(tx, 'cdn_rate_limit_rules', site, {
      name: 'API burst',
      expression: 'starts_with(http.request.uri.path, "/api/")',
      characteristics: ['ip', 'path'],
      requests_per_period: 600,
      period_seconds: 60,
      action: 'log',
      mitigation_timeout_seconds: 0,
      status: 'inactive',
      priority: 2,
    });
    await insertUnder(tx, 'cdn_origin_settings', site, {
      load_balancer_method: 'weighted_round_robin',
      protocol: 'https',
      host_header: '',
      connect_timeout_seconds: 10,
      origin_servers: [
        {
          origin_server_url: site.origin_server_url,
          weight: 3,
          max_fails: 3,
          fail_timeout_seconds: 30,
          backup: false,
        },
        {
          origin_server_url: `https://origin2.${slug(site.name)}.example.net`,
          weight: 1,
          max_fails: 1,
          fail_timeout_seconds: 10,
          backup: index % 2 === 1,
        },
      ],
    });
    const statuses = ['active', 'pending', 'record_mismatch'] as const;
    for (const [i, status] of statuses.entries()) {
      await insertUnder(tx, 'cdn_addon_domains', site, {
        domain: `${['www', 'cdn', 'mismatch'][i]}.${slug(site.name)}.demo-customer.example.com`,
        validation_method: i === 1 ? 'txt' : 'cname',
        verification_token: randomBytes(16).toString('hex'),
        status,
        last_checked_at: status === 'pending' ? null : new Date(Date.now() - 3_600_000),
      });
    }
  }
  // On a site that serves traffic (the oldest site is disabled), so the split shows in the analytics.
  const multiCdnSite = sites.find((s) => s.status === 'active');
  if (multiCdnSite) await seedMultiCdn(tx, multiCdnSite);
}

/** The providers' health is what their checks find (they start unknown; the checks run from the first start). */
async function seedMultiCdn(tx: Queryable, site: SeedSite): Promise<void> {
  const platform = await insertUnder(tx, 'cdn_multi_cdn_providers', site, {
    name: 'Platform CDN',
    vendor: 'platform',
    cname_target: `${slug(site.name)}.cdn.console.local`,
  });
  const backup = await insertUnder(tx, 'cdn_multi_cdn_providers', site, {
    name: 'Backup CDN',
    vendor: 'cloudflare',
    cname_target: `${slug(site.name)}.cdn.cloudflare.example.net`,
  });
  for (const provider of [platform, backup]) await scheduleProviderCheck(tx, provider, new Date());
  await insertUnder(tx, 'cdn_multi_cdn_strategies', site, {
    name: 'Asia weighted',
    type: 'geo',
    countries: ['VN', 'SG', 'JP', 'KR'],
    targets: [
      { cdn_id: platform, weight: 80, order: 1 },
      { cdn_id: backup, weight: 20, order: 2 },
    ],
    priority: 1,
  });
  await insertUnder(tx, 'cdn_multi_cdn_strategies', site, {
    name: 'Everyone else: failover',
    type: 'failover',
    targets: [
      { cdn_id: platform, weight: 100, order: 1 },
      { cdn_id: backup, weight: 100, order: 2 },
    ],
    is_default: true,
    priority: 2,
  });
}
