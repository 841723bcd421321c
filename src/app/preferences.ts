// The skin choice (light / dark / system), persisted in localStorage.
import { useSyncExternalStore } from 'react';

export type SkinChoice = 'light' | 'dark' | 'system';
export const skinChoices: readonly SkinChoice[] = ['light', 'dark', 'system'];
export const skinStorageKey = 'skin';

const listeners = new Set<() => void>();

function read(): SkinChoice {
  try {
    const value = localStorage.getItem(skinStorageKey);
    return (skinChoices as readonly string[]).includes(value ?? '') ? (value as SkinChoice) : 'system';
  } catch {
    return 'system';
  }
}

export function setSkin(choice: SkinChoice): void {
  try {
    localStorage.setItem(skinStorageKey, choice);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  current = choice;
  for (const listener of listeners) listener();
}

let current: SkinChoice | null = null;

function snapshot(): SkinChoice {
  if (current === null) current = read();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === skinStorageKey || event.key === null) {
      current = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSkinChoice(): SkinChoice {
  return useSyncExternalStore(subscribe, snapshot, () => 'system' as SkinChoice);
}
