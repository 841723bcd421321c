// The History tab's change summary (detail spec: "the changed fields with their old and new values").
import { describe, expect, it } from 'vitest';
import { summarizeChange } from './auditHistory';

describe('detail history changes', () => {
  it('lists only the fields whose values differ between before and after, without bookkeeping fields', () => {
    const summary = summarizeChange({
      before: { name: 'a', tags: ['x'], updated_at: '1', same: { k: 1 } },
      after: { name: 'b', tags: ['x', 'y'], updated_at: '2', same: { k: 1 }, added: true },
    });
    expect(summary).toEqual({
      kind: 'updated',
      changes: [
        { field: 'name', before: 'a', after: 'b' },
        { field: 'tags', before: ['x'], after: ['x', 'y'] },
        { field: 'added', before: undefined, after: true },
      ],
    });
  });

  it('reads hand-written `changed: { field: { from, to } }` details', () => {
    expect(
      summarizeChange({ changed: { status: { from: 'active', to: 'disabled' } }, sessions_ended: 1 }),
    ).toEqual({
      kind: 'updated',
      changes: [{ field: 'status', before: 'active', after: 'disabled' }],
    });
  });

  it('tells a creation, a deletion and an entry without a change apart', () => {
    expect(summarizeChange({ after: { name: 'a' } }).kind).toBe('created');
    expect(summarizeChange({ before: { name: 'a' } }).kind).toBe('deleted');
    expect(summarizeChange({ changed: ['origin_server_url'] }).kind).toBe('none');
    expect(summarizeChange({ before: { a: 1 }, after: { a: 1 } }).kind).toBe('none');
    expect(summarizeChange(undefined).kind).toBe('none');
  });
});
