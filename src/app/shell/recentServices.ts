// The services a user opened last, most recent first, remembered in localStorage per user (so people sharing a
// browser each get their own list, and it outlives sign-out). A small store: the Services menu reads it through
// `useRecentServices`, which also records the route's service when it changes.
import { useEffect, useSyncExternalStore } from 'react';

/** How many area ids are kept: more than the menu shows, so dropping the current and unavailable ones still
 *  leaves enough to fill it. */
export const recentServicesKept = 5;

/** The storage key of a user's list. */
export function recentServicesKey(userId: string): string {
  return `recentServices:${userId}`;
}

/** `area` moved to the front of `recent`, each area once, at most `kept` long. */
export function rememberService(
  recent: readonly string[],
  area: string,
  kept = recentServicesKept,
): string[] {
  return [area, ...recent.filter((other) => other !== area)].slice(0, kept);
}

function parse(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function readRaw(userId: string): string | null {
  try {
    return localStorage.getItem(recentServicesKey(userId));
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
// The list last read, per raw value: a snapshot must stay the same object while nothing changed.
let cache: { key: string; raw: string | null; list: readonly string[] } | null = null;
const empty: readonly string[] = [];

/** The user's remembered areas, most recent first. */
export function readRecentServices(userId: string | undefined): readonly string[] {
  if (!userId) return empty;
  const key = recentServicesKey(userId);
  const raw = readRaw(userId);
  if (cache?.key !== key || cache.raw !== raw) cache = { key, raw, list: parse(raw) };
  return cache.list;
}

/** Puts `area` first in the user's list. */
export function recordRecentService(userId: string, area: string): void {
  const current = readRecentServices(userId);
  if (current[0] === area) return;
  try {
    localStorage.setItem(recentServicesKey(userId), JSON.stringify(rememberService(current, area)));
  } catch {
    // Private mode or a full storage: the menu simply has no recent list.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same user visiting a service.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The user's remembered areas, re-read whenever one is recorded (in this tab or another). */
export function useRecentServices(userId: string | undefined): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => readRecentServices(userId),
    () => empty,
  );
}

/** Records the route's area when it is one of `serviceAreas`, each time the route's area changes. */
export function useRecordServiceVisit(
  userId: string | undefined,
  area: string | undefined,
  serviceAreas: readonly string[],
): void {
  const isService = !!area && serviceAreas.includes(area);
  useEffect(() => {
    if (userId && area && isService) recordRecentService(userId, area);
  }, [userId, area, isService]);
}
