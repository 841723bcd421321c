// A record's History tab reads the audit log (GET /audit_logs, SPEC §6: needs iam:read, or the area's read in
// the project): the record's entries and those naming it as their parent, newest first.
import { api } from '../../api/client';
import { cdnEnvelope, type Page } from '../../api/adapters';
import type { components } from '../../api/generated/main';

export type AuditEntry = components['schemas']['AuditLogEntry'];

export const historyPageSize = 10;

export interface HistoryQuery {
  resourceType: string;
  resourceId: string;
  page: number;
  signal?: AbortSignal;
}

export async function fetchHistory({
  resourceType,
  resourceId,
  page,
}: HistoryQuery): Promise<Page<AuditEntry>> {
  return cdnEnvelope.list(
    await api().main.GET('/audit_logs', {
      params: {
        query: {
          resource_type: resourceType,
          resource_id: resourceId,
          include_children: true,
          page,
          per_page: historyPageSize,
          sort_direction: 'desc',
        },
      },
    }),
  );
}
