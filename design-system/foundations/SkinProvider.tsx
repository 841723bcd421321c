import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { Skin } from './tokens';

export type SkinSetting = Skin | 'system';
export type ResolvedSkin = Skin;

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const mql = window.matchMedia(QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

const systemSnapshot = (): ResolvedSkin =>
  typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches ? 'dark' : 'light';
const serverSnapshot = (): ResolvedSkin => 'light';

/** The operating system's colour scheme, kept current through matchMedia change events. */
export function useSystemSkin(): ResolvedSkin {
  return useSyncExternalStore(subscribe, systemSnapshot, serverSnapshot);
}

interface SkinContextValue {
  skin: SkinSetting;
  resolved: ResolvedSkin;
}

const SkinContext = createContext<SkinContextValue>({ skin: 'light', resolved: 'light' });

export interface SkinProviderProps {
  /** The chosen skin; 'system' follows the operating system's preference and its changes. */
  skin: SkinSetting;
  /** When true (default), sets `data-theme` on `document.documentElement` so every token resolves to the skin. */
  applyToDocument?: boolean;
  children?: ReactNode;
}

/** Resolves the skin setting and applies it as `data-theme` on the document element. */
export function SkinProvider({ skin, applyToDocument = true, children }: SkinProviderProps) {
  const system = useSystemSkin();
  const resolved: ResolvedSkin = skin === 'system' ? system : skin;

  useEffect(() => {
    if (!applyToDocument || typeof document === 'undefined') return;
    document.documentElement.setAttribute('data-theme', resolved);
  }, [resolved, applyToDocument]);

  const value = useMemo(() => ({ skin, resolved }), [skin, resolved]);
  return <SkinContext.Provider value={value}>{children}</SkinContext.Provider>;
}

/** The skin in effect ('light' or 'dark'), with 'system' already resolved. */
export function useResolvedSkin(): ResolvedSkin {
  return useContext(SkinContext).resolved;
}

/** The skin setting as chosen ('light', 'dark' or 'system'). */
export function useSkinSetting(): SkinSetting {
  return useContext(SkinContext).skin;
}
