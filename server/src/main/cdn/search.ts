// The CDN records the console's search finds (main/search): sites and their rules in the caller's project and
// resource group, the account's SSL certificates. All need cdn:read.
import { scoped, tenantScoped } from '../../db/scoped.js';
import type { ScopedTableName } from '../../db/scoped.js';
import type { SearchRow, SearchSource } from '../search/source.js';
import { titleMap } from '../search/source.js';

const CDN_READ = 'cdn:read';

/** A rule's site, named through the site table's guard in the same scope. */
const ruleSite: NonNullable<SearchSource['context']> = {
  kind: 'site',
  column: 'site_id',
  titles: async (q, scope, ids) =>
    titleMap(
      await scoped<{ id: string; name: string }>(q, 'cdn_sites', scope, 'id, name').find({
        where: 'id = ANY($4::uuid[])',
        params: [ids],
      }),
    ),
};

/** A kind of rule under a site: its table, UI description and title column. */
function siteRule(kind: string, table: ScopedTableName, ui: string, title: string): SearchSource {
  return {
    kind,
    permission: CDN_READ,
    ui,
    table: (q, scope, columns) => scoped<SearchRow>(q, table, scope, columns),
    title,
    context: ruleSite,
  };
}

export const cdnSearchSources: SearchSource[] = [
  {
    kind: 'site',
    permission: CDN_READ,
    ui: 'cdn/site.ui.json',
    table: (q, scope, columns) => scoped<SearchRow>(q, 'cdn_sites', scope, columns),
    title: 'name',
    subtitle: 'cdn_url',
  },
  siteRule('page_rule', 'cdn_page_rules', 'cdn/page-rule.ui.json', 'url_pattern'),
  siteRule('cache_rule', 'cdn_cache_rules', 'cdn/cache-rule.ui.json', 'name'),
  siteRule('firewall_rule', 'cdn_firewall_rules', 'cdn/firewall-rule.ui.json', 'description'),
  siteRule('rate_limit_rule', 'cdn_rate_limit_rules', 'cdn/rate-limit-rule.ui.json', 'name'),
  {
    kind: 'ssl_certificate',
    permission: CDN_READ,
    ui: 'cdn/ssl-certificate.ui.json',
    table: (q, scope, columns) => tenantScoped<SearchRow>(q, 'ssl_certificates', scope.tenantId, columns),
    title: 'name',
    subtitle: "NULLIF(common_name, '')",
  },
];
