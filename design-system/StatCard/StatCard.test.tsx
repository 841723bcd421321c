import { describe, expect, it } from 'vitest';
import { deltaTone } from './StatCard';

describe('deltaTone', () => {
  it('derives the tone from the direction', () => {
    expect(deltaTone({ direction: 'up' })).toBe('positive');
    expect(deltaTone({ direction: 'down' })).toBe('negative');
    expect(deltaTone({ direction: 'flat' })).toBe('neutral');
  });
  it('lets an explicit tone win (lower is better)', () => {
    expect(deltaTone({ direction: 'up', tone: 'negative' })).toBe('negative');
    expect(deltaTone({ direction: 'down', tone: 'positive' })).toBe('positive');
  });
});
