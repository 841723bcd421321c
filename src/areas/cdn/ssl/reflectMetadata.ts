// The Reflect metadata calls @peculiar/x509's dependency injection (tsyringe) needs at import time. tsyringe
// only reads and writes metadata of its own injectable classes; this is the smallest store that answers those
// calls, installed only when no polyfill is present. Import it before @peculiar/x509 (certificateReader.ts).
type Target = object;
type MetadataReflect = typeof Reflect & {
  getMetadata?: (key: unknown, target: Target) => unknown;
  getOwnMetadata?: (key: unknown, target: Target) => unknown;
  defineMetadata?: (key: unknown, value: unknown, target: Target) => void;
};

const reflect = Reflect as MetadataReflect;

if (!reflect.getMetadata) {
  const store = new WeakMap<Target, Map<unknown, unknown>>();
  const own = (key: unknown, target: Target) => store.get(target)?.get(key);
  reflect.defineMetadata = (key, value, target) => {
    const entries = store.get(target) ?? new Map<unknown, unknown>();
    entries.set(key, value);
    store.set(target, entries);
  };
  reflect.getOwnMetadata = own;
  reflect.getMetadata = (key, target) => {
    for (let at: Target | null = target; at; at = Object.getPrototypeOf(at) as Target | null) {
      const value = own(key, at);
      if (value !== undefined) return value;
    }
    return undefined;
  };
}

export {};
