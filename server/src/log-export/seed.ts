// The demo tenant's log-export destination: one syslog collector taking the audit trail, in the default
// resource group. It has no secret and stays pending (nothing delivers yet).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/index.js';

export async function seedDestinations(
  q: Queryable,
  scope: { tenantId: string; projectId: string; resourceGroupId: string },
): Promise<void> {
  const syslog = {
    host: 'siem.demo-telecom.example',
    port: 6514,
    protocol: 'tls',
    message_format: 'rfc5424',
    facility: 'local0',
  };
  await q.query(
    `INSERT INTO log_export_destinations (id, tenant_id, project_id, resource_group_id, name, description, type,
       assets, format, compression, settings)
     VALUES ($1, $2, $3, $4, $5, $6, 'syslog', $7, 'ndjson', 'none', $8::jsonb)`,
    [
      randomUUID(),
      scope.tenantId,
      scope.projectId,
      scope.resourceGroupId,
      'Audit trail to SIEM',
      'The tenant audit trail for the security team.',
      ['audit'],
      JSON.stringify(syslog),
    ],
  );
}
