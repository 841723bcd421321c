// Audit log entries of console stories (History tabs): fixed times and ids, so screenshots stay put. Stories
// answer GET /audit_logs with `auditAnswer(entries)` through the fake backend (backend.ts).
import type { AuditEntry } from '../engine/detail/auditHistory';
import { answer, json, type BackendHandler } from './backend';

/** "Now" of stories that show relative times (NowProvider), a little after the fixtures' last change. */
export const storyNow = new Date('2025-06-21T09:00:00Z');

export function auditEntry(
  id: string,
  changes: Partial<AuditEntry> & Pick<AuditEntry, 'occurred_at' | 'action' | 'resource_type' | 'resource_id'>,
): AuditEntry {
  return {
    id,
    request_id: `req-${id}`,
    actor: {
      id: '00000000-0000-4000-8000-000000000001',
      username: 'an.nguyen',
      login_type: 'password',
      operator: null,
    },
    project_id: null,
    resource_group_id: '00000000-0000-4000-8000-000000000003',
    result: 'success',
    status_code: 200,
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0',
    details: {},
    ...changes,
  };
}

/** Answers GET /audit_logs with one page of `entries` (newest first, as the server sorts them). */
export function auditAnswer(entries: AuditEntry[]): BackendHandler {
  return answer('GET', /\/audit_logs$/, () =>
    json({
      data: entries,
      page_info: { page: '1', per_page: 10, total_count: entries.length, total_pages: 1 },
    }),
  );
}

/** Answers GET /audit_logs with 403, as for a member without iam:read. */
export const auditForbidden: BackendHandler = answer('GET', /\/audit_logs$/, () =>
  json({ message: 'Forbidden', status_code: 403, request_id: 'req-403-audit' }, 403),
);
