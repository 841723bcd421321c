// Demo cache history: a few finished purges of each active site, the newest an hour ago.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/index.js';
import { tenantPredicate } from '../../db/scoped.js';

const HOUR = 3_600_000;

export async function seedPurges(
  q: Queryable,
  options: { tenantId: string; requestedBy: string; now: Date },
): Promise<void> {
  const { rows } = await q.query<{
    id: string;
    project_id: string;
    resource_group_id: string;
    cdn_url: string;
  }>(
    `SELECT id, project_id, resource_group_id, cdn_url FROM cdn_sites
      WHERE ${tenantPredicate('cdn_sites')} AND status = 'active' ORDER BY name`,
    [options.tenantId],
  );
  for (const site of rows) {
    const history: { type: string; targets: string[]; hoursAgo: number }[] = [
      { type: 'everything', targets: [], hoursAgo: 70 },
      { type: 'prefixes', targets: [`${site.cdn_url}/assets/`], hoursAgo: 26 },
      {
        type: 'urls',
        targets: [`https://${site.cdn_url}/`, `https://${site.cdn_url}/index.html`],
        hoursAgo: 1,
      },
    ];
    for (const p of history) {
      const at = new Date(options.now.getTime() - p.hoursAgo * HOUR);
      await q.query(
        `INSERT INTO cdn_purge_requests (id, tenant_id, project_id, resource_group_id, site_id, type, targets,
           requested_by, complete_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $10)`,
        [
          randomUUID(),
          options.tenantId,
          site.project_id,
          site.resource_group_id,
          site.id,
          p.type,
          JSON.stringify(p.targets),
          options.requestedBy,
          new Date(at.getTime() + 3_000),
          at,
        ],
      );
    }
  }
}
