// A screen under a fault may fail in its own error state, never by crashing: an error that reaches a route's
// error boundary, the console's error page, an uncaught error or an unhandled rejection fails the case, whatever
// text is on screen meanwhile (a crash after Retry leaves no fault text behind). Warnings (console.warn) and
// console.error without an error (React's act() and key warnings) are not crashes.
import { expect } from 'vitest';

const crashes: string[] = [];

/** What React and React Router log with a render error they caught (the error may be printed as text only). */
const caughtRenderError =
  /The above error occurred in|caught the following error during render|Error handled by React Router|Uncaught/;

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const where = error.stack?.split('\n').find((line) => /^\s+at /.test(line));
    return `${error.name}: ${error.message}${where ? ` (${where.trim()})` : ''}`;
  }
  return String(error);
}

/** Record a crash; `how` says where it surfaced ("route error boundary", "window error"…). */
export function recordCrash(how: string, error: unknown): void {
  crashes.push(`${how}: ${describeError(error)}`);
}

function isLoggedCrash(args: unknown[]): boolean {
  return args.some((arg) => arg instanceof Error || (typeof arg === 'string' && caughtRenderError.test(arg)));
}

let stop: (() => void) | null = null;

/** Start recording crashes (console.error of an error, window 'error' events, unhandled rejections). */
export function watchCrashes(): void {
  stop?.();
  crashes.length = 0;
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    if (isLoggedCrash(args)) recordCrash('console.error', args.find((a) => a instanceof Error) ?? args[0]);
    originalError(...args);
  };
  const onWindowError = (event: ErrorEvent) => recordCrash('window error', event.error ?? event.message);
  const onRejection = (reason: unknown) => recordCrash('unhandled rejection', reason);
  window.addEventListener('error', onWindowError);
  process.on('unhandledRejection', onRejection);
  stop = () => {
    console.error = originalError;
    window.removeEventListener('error', onWindowError);
    process.off('unhandledRejection', onRejection);
    stop = null;
  };
}

/** Stop recording (the crashes recorded stay for `expectNoCrash`). */
export function unwatchCrashes(): void {
  stop?.();
}

/** Fails with every crash recorded since `watchCrashes` or the last check, saying when it was checked. */
export function expectNoCrash(when: string): void {
  expect(crashes.splice(0).join('\n'), `crashes ${when}`).toBe('');
}
