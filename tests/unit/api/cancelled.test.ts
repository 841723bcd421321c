// Data built from several answers is cancelled as a whole when one of them was: never half built.
import { describe, expect, it } from 'vitest';
import { cancelledPage } from '../../../src/api/adapters';
import { allOrCancelled, cancelledResult, isCancelled } from '../../../src/api/cancelled';

describe('allOrCancelled', () => {
  it('builds the data from answers none of which was cancelled', () => {
    expect(allOrCancelled([{ total: 1 }, { total: 2 }], () => 3)).toBe(3);
  });

  it('is the marker when any answer is the marker or a cancelled page, without building', () => {
    for (const cancelled of [cancelledResult, cancelledPage()]) {
      let built = false;
      const value = allOrCancelled([{ total: 1 }, cancelled], () => {
        built = true;
        return 1;
      });
      expect(isCancelled(value)).toBe(true);
      expect(built).toBe(false);
    }
  });
});
