import { describe, expect, it } from 'vitest';
import { statusTone, statusTones } from './StatusBadge';

describe('statusTone', () => {
  it('maps every status to a tone', () => {
    expect(statusTones).toEqual({
      verified: 'success',
      unverified: 'warning',
      active: 'success',
      pending: 'info',
      error: 'danger',
      disabled: 'neutral',
      inactive: 'neutral',
    });
  });
  it('lets an explicit tone win over the status', () => {
    expect(statusTone('active', 'warning')).toBe('warning');
    expect(statusTone('error')).toBe('danger');
  });
  it('falls back to neutral', () => {
    expect(statusTone()).toBe('neutral');
  });
});
