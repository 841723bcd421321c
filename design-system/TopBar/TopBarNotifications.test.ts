import { describe, expect, it } from 'vitest';
import { formatUnreadCount } from './TopBarNotifications';

describe('formatUnreadCount', () => {
  it('is empty for no unread notifications', () => {
    expect(formatUnreadCount(0)).toBe('');
    expect(formatUnreadCount(-3)).toBe('');
  });

  it('shows the count up to the cap, and "99+" above it', () => {
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(99)).toBe('99');
    expect(formatUnreadCount(100)).toBe('99+');
    expect(formatUnreadCount(12_345)).toBe('99+');
    expect(formatUnreadCount(12, 9)).toBe('9+');
  });
});
