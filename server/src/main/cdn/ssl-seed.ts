// Demo certificates: free certificates of two demo sites, one of them renewing soon (issued 75 days ago).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/index.js';
import { tenantPredicate } from '../../db/scoped.js';

const DAY = 86_400_000;

export async function seedCertificates(
  q: Queryable,
  options: { tenantId: string; now: Date },
): Promise<void> {
  const { rows } = await q.query<{ name: string; cdn_url: string }>(
    `SELECT name, cdn_url FROM cdn_sites WHERE ${tenantPredicate('cdn_sites')} AND status = 'active' AND NOT vod ORDER BY name`,
    [options.tenantId],
  );
  const issuedDaysAgo = [20, 75];
  for (const [i, site] of rows.slice(0, 2).entries()) {
    const issued = new Date(options.now.getTime() - (issuedDaysAgo[i] ?? 20) * DAY);
    await q.query(
      `INSERT INTO ssl_certificates (id, tenant_id, name, type, common_name, sans, issuer, key_type, status,
         issue_at, auto_renew, validation_method, validation_records, created_at, updated_at)
       VALUES ($1, $2, $3, 'free', $4, $5::jsonb, 'CN=Console Free SSL R1, O=Console Cloud', 'ecdsa_p256',
         'pending_validation', $6, true, 'http', $7::jsonb, $6, $6)`,
      [
        randomUUID(),
        options.tenantId,
        `${site.name} (free)`,
        site.cdn_url,
        JSON.stringify([site.cdn_url]),
        issued,
        JSON.stringify([
          {
            domain: site.cdn_url,
            method: 'http',
            name: `http://${site.cdn_url}/.well-known/acme-challenge/demo${i}`,
            value: `demo-token-${i}`,
          },
        ]),
      ],
    );
  }
}
