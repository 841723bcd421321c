// Waits until an assertion holds, for as long as a loaded 2-core machine may need: how fast is the benchmarks'
// business (npm run bench), not the tests'; a test waits for what must happen, however slowly it happens.
import { vi } from 'vitest';

/** `vi.waitFor` with room for a busy machine (its own default gives up after 1 s). */
export function until<T>(assertion: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(assertion, { timeout: 15_000, interval: 20 });
}
