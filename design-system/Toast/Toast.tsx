import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { CloseButton, Content, Icon, Region, StyledToast, VisuallyHidden } from './Toast.styles';
import { CloseGlyph, ToneGlyph } from '../Alert/ToneIcon';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

/** Auto-dismiss delay of a toast unless told otherwise (SPEC §9). */
export const DEFAULT_TOAST_TIMEOUT_MS = 3000;
/** Auto-dismiss delay of error toasts, which need longer to read (SPEC §9). */
export const ERROR_TOAST_TIMEOUT_MS = 10000;

export interface ShowToastOptions {
  tone: ToastTone;
  /** One short sentence: what happened. */
  title: string;
  /** Optional detail, e.g. the server's message or a request id. */
  description?: string;
  /**
   * Milliseconds until the toast closes by itself; `null` keeps it until closed. Default 3000, errors 10000.
   * Timers pause while the pointer or focus is inside the toast region.
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

interface ToastContentData {
  tone: ToastTone;
  title: string;
  description?: string;
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
 * portalled to the end of the body, present only while toasts are visible). Each toast is an alert dialog whose
 * content is announced (role alert) and which has a labelled close button; F6 moves focus into the region.
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
      show: ({ tone, title, description, timeoutMs }) => {
        const fallback = tone === 'error' ? ERROR_TOAST_TIMEOUT_MS : DEFAULT_TOAST_TIMEOUT_MS;
        const timeout = timeoutMs === undefined ? fallback : timeoutMs;
        return queue.add({ tone, title, description }, timeout === null || timeout <= 0 ? {} : { timeout });
      },
      close: (key) => queue.close(key),
    }),
    [queue],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region {...dataAttributes(rest)} className={className} queue={queue} aria-label={strings.region}>
        {({ toast }) => (
          <StyledToast toast={toast} data-variant={toast.content.tone}>
            <Icon aria-hidden="true" viewBox="0 0 16 16" data-variant={toast.content.tone}>
              <ToneGlyph tone={toast.content.tone} />
            </Icon>
            <Content>
              <ToastContent>
                <Text slot="title" data-part="title">
                  {strings.tones?.[toast.content.tone] ? (
                    <VisuallyHidden>{strings.tones[toast.content.tone]}</VisuallyHidden>
                  ) : null}
                  {toast.content.title}
                </Text>
                {toast.content.description ? (
                  <Text slot="description" data-part="description">
                    {toast.content.description}
                  </Text>
                ) : null}
              </ToastContent>
            </Content>
            <CloseButton slot="close" aria-label={strings.close}>
              <CloseGlyph />
            </CloseButton>
          </StyledToast>
        )}
      </Region>
    </ToastContext.Provider>
  );
}
