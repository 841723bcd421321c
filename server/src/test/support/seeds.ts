// The seed of one target's random draws, from the run's seed and the target's own name (its operationId): the
// draws of an operation depend on nothing else, so adding a route to the contract never shifts what another
// operation is sent (a run with seed S replays the same requests for every operation that was there before).

/** A 31-bit seed for `key` under `base` (FNV-1a over the key, mixed with the base). */
export function seedOf(base: number, key: string): number {
  let hash = 0x811c9dc5 ^ (base >>> 0);
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff;
}
