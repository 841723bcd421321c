import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { TooltipTrigger } from 'react-aria-components';
import { CopyButton, Root, Tooltip, Value, VisuallyHidden } from './CopyValue.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type CopyStatus = 'idle' | 'success' | 'failure';

export interface CopyEnvironment {
  /** `navigator.clipboard`; undefined in insecure contexts or old browsers. */
  clipboard?: { writeText: (text: string) => Promise<void> };
  /** The document, for the legacy `execCommand('copy')` fallback. */
  document?: Document;
}

function defaultEnvironment(): CopyEnvironment {
  return {
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    document: typeof document === 'undefined' ? undefined : document,
  };
}

/** Copies through a hidden, selected textarea and `execCommand('copy')` (insecure contexts only). */
function legacyCopy(text: string, doc: Document): boolean {
  const previous = doc.activeElement;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  doc.body.append(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (previous instanceof HTMLElement) previous.focus({ preventScroll: true });
  }
}

/**
 * Writes `text` to the clipboard. Resolves true on success, false when the clipboard is missing, denied or
 * throws. Without `navigator.clipboard` (insecure origin) it tries the legacy path unless disabled.
 */
export async function copyToClipboard(
  text: string,
  {
    allowLegacyFallback = true,
    env = defaultEnvironment(),
  }: { allowLegacyFallback?: boolean; env?: CopyEnvironment } = {},
): Promise<boolean> {
  const clipboard = env.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }
  if (!allowLegacyFallback || !env.document) return false;
  return legacyCopy(text, env.document);
}

export interface CopyDetail {
  value: string;
  ok: boolean;
}

export interface UseCopyOptions {
  /** How long the success or failure feedback stays, in ms. Default 2000. */
  feedbackDuration?: number;
  allowLegacyFallback?: boolean;
  onCopy?: (detail: CopyDetail) => void;
}

/** Copy state machine: idle → success | failure → idle after `feedbackDuration`. */
export function useCopyToClipboard({
  feedbackDuration = 2000,
  allowLegacyFallback,
  onCopy,
}: UseCopyOptions = {}) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setStatus('idle');
  }, []);
  const copy = useCallback(
    async (value: string) => {
      const ok = await copyToClipboard(value, { allowLegacyFallback });
      setStatus(ok ? 'success' : 'failure');
      onCopy?.({ value, ok });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setStatus('idle'), feedbackDuration);
      return ok;
    },
    [allowLegacyFallback, feedbackDuration, onCopy],
  );
  return { status, copy, reset };
}

export interface CopyValueStrings {
  /** Tooltip before copying, and the first part of the button's accessible name (e.g. "Click to copy"). */
  copy: string;
  /** Tooltip and announcement after a successful copy (e.g. "Copied"). */
  copied: string;
  /** Tooltip and announcement when the clipboard is missing or denied (e.g. "Copy failed"). */
  failed: string;
}

export interface CopyValueProps extends UseCopyOptions, DataAttributes {
  /** The text written to the clipboard. */
  value: string;
  /** What is shown; defaults to `value`. */
  children?: ReactNode;
  strings: CopyValueStrings;
  /** Shows the value in the monospace font. */
  monospace?: boolean;
  /** 'inline' (value then a small button; default) or 'icon' (only an outlined button, e.g. in a code block). */
  variant?: 'inline' | 'icon';
  /** Accessible name of the button; by default `strings.copy` followed by the shown value. Required for 'icon'. */
  label?: string;
  /** Hover delay before the tooltip opens, in ms. Default 500. */
  tooltipDelay?: number;
  id?: string;
  className?: string;
}

const copyIcon = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
    <path
      d="M10.5 3.5v-.5a1.5 1.5 0 0 0-1.5-1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5"
      stroke="currentColor"
      strokeWidth="1.5"
    />
  </svg>
);
const checkIcon = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
const failIcon = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <circle cx="8" cy="8" r="6.25" stroke="currentColor" strokeWidth="1.5" />
    <path d="M8 4.5v4M8 11v.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

export function CopyValue({
  value,
  children,
  strings,
  monospace,
  variant = 'inline',
  label,
  tooltipDelay = 500,
  feedbackDuration,
  allowLegacyFallback,
  onCopy,
  id,
  className,
  ...rest
}: CopyValueProps) {
  const { status, copy, reset } = useCopyToClipboard({ feedbackDuration, allowLegacyFallback, onCopy });
  // Open while hovered or focused (react-aria decides), and while copy feedback shows.
  const [hintOpen, setHintOpen] = useState(false);
  const actionId = useId();
  const valueId = useId();
  const open = hintOpen || status !== 'idle';

  const onOpenChange = (next: boolean) => {
    setHintOpen(next);
    // Closing (pointer leaves, Escape, blur) also ends the feedback, so the next opening says "copy" again.
    if (!next && status !== 'idle') reset();
  };

  const text = status === 'success' ? strings.copied : status === 'failure' ? strings.failed : strings.copy;
  const icon = status === 'success' ? checkIcon : status === 'failure' ? failIcon : copyIcon;
  const inline = variant === 'inline';

  return (
    <Root {...dataAttributes(rest)} id={id} className={className} data-variant={variant} data-state={status}>
      {inline ? (
        <Value id={valueId} data-monospace={monospace || undefined}>
          {children ?? value}
        </Value>
      ) : null}
      {label === undefined ? (
        <VisuallyHidden id={actionId} aria-hidden="true">
          {strings.copy}
        </VisuallyHidden>
      ) : null}
      <TooltipTrigger isOpen={open} onOpenChange={onOpenChange} delay={tooltipDelay} closeDelay={0}>
        <CopyButton
          data-variant={variant}
          data-state={status}
          aria-label={label}
          aria-labelledby={label === undefined ? `${actionId} ${valueId}` : undefined}
          onPress={() => void copy(value)}
        >
          {icon}
        </CopyButton>
        <Tooltip placement="top" offset={6} data-state={status}>
          {status === 'idle' ? null : status === 'success' ? checkIcon : failIcon}
          {text}
        </Tooltip>
      </TooltipTrigger>
      <VisuallyHidden role="status">{status === 'idle' ? null : text}</VisuallyHidden>
    </Root>
  );
}
