// A record's History tab reads the audit log (GET /audit_logs, SPEC §6: needs iam:read, or the area's read in
// the project) filtered to the record, newest first; and turns an entry's details into before/after rows.
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
          page,
          per_page: historyPageSize,
          sort_direction: 'desc',
        },
      },
    }),
  );
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export type ChangeSummary =
  | { kind: 'created'; changes: FieldChange[] }
  | { kind: 'deleted'; changes: FieldChange[] }
  | { kind: 'updated'; changes: FieldChange[] }
  | { kind: 'none'; changes: [] };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Fields whose values always move with any write; they would drown the real change. */
const bookkeeping = new Set(['updated_at', 'etag', 'version']);

/**
 * What an entry changed, from its details: `before`/`after` snapshots (the server's generic write audit), or
 * `changed: { field: { from, to } }` (hand-written handlers). Only fields whose values differ are listed.
 */
export function summarizeChange(details: Json | undefined): ChangeSummary {
  if (!details) return { kind: 'none', changes: [] };
  const { before, after, changed } = details;
  if (isObject(before) && isObject(after)) {
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (field) => !bookkeeping.has(field) && !same(before[field], after[field]),
    );
    const changes = fields.map((field) => ({ field, before: before[field], after: after[field] }));
    return changes.length > 0 ? { kind: 'updated', changes } : { kind: 'none', changes: [] };
  }
  if (isObject(changed)) {
    const changes = Object.entries(changed).flatMap(([field, value]) =>
      isObject(value) && ('from' in value || 'to' in value)
        ? [{ field, before: value.from, after: value.to }]
        : [],
    );
    if (changes.length > 0) return { kind: 'updated', changes };
  }
  if (isObject(after)) return { kind: 'created', changes: [] };
  if (isObject(before)) return { kind: 'deleted', changes: [] };
  return { kind: 'none', changes: [] };
}
