// The isolation and fuzz tests draw each operation's values from seedOf(run seed, operationId): what one
// operation is sent does not move when operations are added to or removed from the contract.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seedOf } from './support/seeds.js';

const draws = (seed: number) => fc.sample(fc.string(), { numRuns: 5, seed });

describe('per-operation seeds', () => {
  it('are the same for an operation whatever else the contract holds', () => {
    const before = ['listSites', 'getSite', 'updateOriginSetting'];
    const after = ['listDestinations', ...before, 'createDestination'];
    const seedsOf = (ops: string[]) => Object.fromEntries(ops.map((op) => [op, seedOf(20261122, op)]));
    const old = seedsOf(before);
    const grown = seedsOf(after);
    for (const op of before) expect(draws(grown[op]!)).toEqual(draws(old[op]!));
  });

  it('differ between operations and between run seeds, and stay 31-bit', () => {
    expect(seedOf(1, 'listSites')).not.toBe(seedOf(1, 'getSite'));
    expect(seedOf(1, 'listSites')).not.toBe(seedOf(2, 'listSites'));
    for (const key of ['', 'a', 'updateOriginSetting:5']) {
      const seed = seedOf(5_2026_1122, key);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThan(2 ** 31);
    }
  });
});
