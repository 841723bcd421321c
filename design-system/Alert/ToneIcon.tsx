import type { AlertTone } from './Alert';

/** The status glyph of an alert or banner tone (decorative; the tone is also given as text by the caller). */
export function ToneIcon({ tone, className }: { tone: AlertTone; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={className} data-tone={tone}>
      <ToneGlyph tone={tone} />
    </svg>
  );
}

/** The glyph's shapes alone, for components that draw their own <svg> (Toast). */
export function ToneGlyph({ tone }: { tone: AlertTone }) {
  switch (tone) {
    case 'success':
      return (
        <>
          <circle cx="8" cy="8" r="7" />
          <path d="M4.5 8.2 L7 10.5 L11.5 5.5" data-part="mark" />
        </>
      );
    case 'error':
      return (
        <>
          <circle cx="8" cy="8" r="7" />
          <path d="M5.5 5.5 L10.5 10.5 M10.5 5.5 L5.5 10.5" data-part="mark" />
        </>
      );
    case 'warning':
      return (
        <>
          <path d="M8 1.5 L15 14 H1 Z" />
          <path d="M8 6 V9.5 M8 11.2 V12" data-part="mark" />
        </>
      );
    default:
      return (
        <>
          <circle cx="8" cy="8" r="7" />
          <path d="M8 7 V11.5 M8 4.5 V5.3" data-part="mark" />
        </>
      );
  }
}

export function CloseGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
      <path d="M4 4 L12 12 M12 4 L4 12" stroke="currentColor" strokeWidth="1.75" fill="none" />
    </svg>
  );
}
