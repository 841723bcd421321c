// Browser storage of one story. Vitest runs story files side by side in iframes of one origin, which share
// localStorage and sessionStorage (and see each other's writes as `storage` events), so one file's session would
// leak into another's. While a console story runs, both are swapped for in-memory stores of this frame; the app's
// own session functions work on them unchanged.
class MemoryStorage implements Storage {
  #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(String(key));
  }

  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }
}

const names = ['localStorage', 'sessionStorage'] as const;

/** Give this frame empty stores of its own; returns the function that puts the real ones back. */
export function isolateStorage(): () => void {
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const);
  for (const name of names) {
    Object.defineProperty(window, name, { value: new MemoryStorage(), configurable: true, writable: false });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else delete (window as unknown as Record<string, unknown>)[name];
    }
  };
}
