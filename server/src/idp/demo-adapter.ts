// The demo IdP's storage: an in-memory oidc-provider adapter for one process. Same behaviour as the
// library's built-in development adapter, minus its start-up warning (the demo state is meant to vanish
// on restart). One store per provider, so test providers never share state.
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number | undefined;
}

export function memoryAdapter(now: () => number = Date.now): AdapterFactory {
  const store = new Map<string, Entry>();
  const live = (key: string): AdapterPayload | undefined => {
    const e = store.get(key);
    if (!e) return undefined;
    if (e.expiresAt !== undefined && e.expiresAt <= now()) {
      store.delete(key);
      return undefined;
    }
    return e.payload;
  };
  return (name: string): Adapter => {
    const key = (id: string) => `${name}:${id}`;
    const find = (predicate: (p: AdapterPayload) => boolean) => {
      for (const [k, e] of store) if (k.startsWith(`${name}:`) && predicate(e.payload)) return live(k);
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        store.set(key(id), { payload, expiresAt: expiresIn ? now() + expiresIn * 1000 : undefined });
      },
      async find(id) {
        return live(key(id));
      },
      async findByUserCode(userCode) {
        return find((p) => p.userCode === userCode);
      },
      async findByUid(uid) {
        return find((p) => p.uid === uid);
      },
      async consume(id) {
        const p = live(key(id));
        if (p) p.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, e] of store) if (e.payload.grantId === grantId) store.delete(k);
      },
    };
  };
}
