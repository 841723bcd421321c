import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ComponentType, ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';
import type { ToastContentData, ToastRegionProps } from './ToastRegion';

// The region's code (react-aria's toast and landmark hooks) loads with the first toast, so the console frame,
// which holds the provider, does not carry it (scripts/lib/bundle-budget.mjs). A provider created after the code
// loaded renders its region directly, without a suspended render.
let loadedRegion: ComponentType<ToastRegionProps> | undefined;
const loadRegion = () =>
  import('./ToastRegion').then((module) => {
    loadedRegion = module.default;
    return module;
  });
const LazyToastRegion = lazy(loadRegion);

/** Loads the toast region's code ahead of the first toast (tests whose clock is fake preload it). */
export async function preloadToastRegion(): Promise<void> {
  await loadRegion();
}

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

/** How long a toast stays on screen: 'default' 3 s, 'long' 10 s (SPEC §9). */
export type ToastDuration = 'default' | 'long';

/** Auto-dismiss delay of a toast of the default duration (SPEC §9). */
export const DEFAULT_TOAST_TIMEOUT_MS = 3000;
/** Auto-dismiss delay of a toast of the long duration, for text that takes longer to read (SPEC §9). */
export const LONG_TOAST_TIMEOUT_MS = 10000;
/** Auto-dismiss delay of error toasts, which default to the long duration (SPEC §9). */
export const ERROR_TOAST_TIMEOUT_MS = LONG_TOAST_TIMEOUT_MS;
/** The auto-dismiss delay of each duration. */
export const TOAST_TIMEOUTS_MS: Readonly<Record<ToastDuration, number>> = {
  default: DEFAULT_TOAST_TIMEOUT_MS,
  long: LONG_TOAST_TIMEOUT_MS,
};

export interface ShowToastOptions {
  tone: ToastTone;
  /** One short sentence: what happened. */
  title: string;
  /** Optional detail, e.g. the server's message or a request id. */
  description?: string;
  /**
   * How long the toast stays: 'default' 3 s or 'long' 10 s (any tone; for longer text or something the reader
   * may want to act on). Default 'default', errors 'long'. Timers pause while the pointer or focus is inside
   * the toast region.
   */
  duration?: ToastDuration;
  /**
   * Exact milliseconds until the toast closes by itself, overriding `duration`; `null` keeps it until closed.
   * Prefer `duration`: this is for special cases (e.g. a toast that waits for the user).
   */
  timeoutMs?: number | null;
}

export interface ToastStrings {
  /** Accessible name of the toast landmark (e.g. "Notifications"). */
  region: string;
  /** Accessible name of each toast's close button (e.g. "Dismiss"). */
  close: string;
  /** Optional words read before the title for each tone (e.g. { error: 'Error' }), visually hidden. */
  tones?: Partial<Record<ToastTone, string>>;
}

export interface ToastApi {
  /** Shows a toast; returns its key. */
  show: (options: ShowToastOptions) => string;
  /** Closes a toast by key. */
  close: (key: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toast API of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be called inside <ToastProvider>.');
  return api;
}

export interface ToastProviderProps extends DataAttributes {
  /** The texts of the toast region. */
  strings: ToastStrings;
  /** At most this many toasts are visible; the rest wait. Default 5. */
  maxVisibleToasts?: number;
  children?: ReactNode;
  /** Class of the toast region (rendered while a toast shows). */
  className?: string;
}

/**
 * Holds a toast queue, offers `useToast()` to its children, and renders the toast region (a labelled landmark,
 * portalled to the end of the body, present only while toasts are visible; its code loads with the first
 * toast). Each toast is an alert dialog whose content is announced (role alert) and which has a labelled close
 * button; F6 moves focus into the region.
 * Each toast carries `data-variant` (its tone) and `data-duration` ('default' or 'long'; absent when `timeoutMs`
 * set its timeout).
 */
export function ToastProvider({
  strings,
  maxVisibleToasts = 5,
  children,
  className,
  ...rest
}: ToastProviderProps) {
  const [queue] = useState(() => new ToastQueue<ToastContentData>({ maxVisibleToasts }));
  const api = useMemo<ToastApi>(
    () => ({
      show: ({ tone, title, description, duration, timeoutMs }) => {
        const named =
          timeoutMs === undefined ? (duration ?? (tone === 'error' ? 'long' : 'default')) : undefined;
        const timeout = named ? TOAST_TIMEOUTS_MS[named] : timeoutMs;
        return queue.add(
          { tone, title, description, duration: named },
          timeout === null || timeout === undefined || timeout <= 0 ? {} : { timeout },
        );
      },
      close: (key) => queue.close(key),
    }),
    [queue],
  );

  const shown = useHasToasts(queue);
  // Chosen once per provider: switching component types later would remount the region and its toasts.
  const [Region] = useState(() => loadedRegion ?? LazyToastRegion);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <Region {...dataAttributes(rest)} className={className} queue={queue} strings={strings} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** Whether the queue has a toast to show: the region is rendered (and its code loaded) only then. */
function useHasToasts(queue: ToastQueue<ToastContentData>): boolean {
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  return useSyncExternalStore(
    subscribe,
    () => queue.visibleToasts.length > 0,
    () => false,
  );
}
