// Which sites serve each certificate (used_by): the add-on domains that chose it, across the account (a
// certificate is account-level, so are its uses). A used certificate cannot be deleted (409).
import type { Queryable } from '../../db/index.js';
import { tenantPredicate } from '../../db/scoped.js';

export interface SslUsage {
  site_id: string;
  site_name: string;
  domain: string;
}

/** The uses of each of the tenant's certificates, by certificate id (certificates without use are absent). */
export async function certificateUsage(
  q: Queryable,
  tenantId: string,
  certificateIds: string[],
): Promise<Map<string, SslUsage[]>> {
  const out = new Map<string, SslUsage[]>();
  if (!certificateIds.length) return out;
  const { rows } = await q.query<SslUsage & { certificate_id: string }>(
    `SELECT a.ssl_certificate_id::text AS certificate_id, a.site_id::text AS site_id, s.name AS site_name,
            a.domain
       FROM cdn_addon_domains a JOIN cdn_sites s ON s.id = a.site_id AND ${tenantPredicate('cdn_sites', 's')}
      WHERE ${tenantPredicate('cdn_addon_domains', 'a')} AND a.ssl_certificate_id = ANY($2::uuid[])
      ORDER BY lower(s.name), lower(a.domain)
      LIMIT 5000`,
    [tenantId, certificateIds],
  );
  for (const { certificate_id, ...use } of rows) {
    const list = out.get(certificate_id) ?? [];
    if (list.length < 500) list.push(use);
    out.set(certificate_id, list);
  }
  return out;
}
