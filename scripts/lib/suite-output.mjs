// Where a suite's output goes. Suites that run beside another one write to a log file of their own (printed
// whole when the suite ends), so the run's output stays one suite after another; a suite running alone
// writes straight to the terminal.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';

const current = new AsyncLocalStorage();

/** Runs `fn` with every `say` and `run` inside it writing to `logFile` (null: the terminal). */
export function withSuiteOutput(logFile, fn) {
  if (!logFile) return current.run(null, fn);
  fs.writeFileSync(logFile, '');
  const fd = fs.openSync(logFile, 'a');
  return current.run({ fd }, async () => {
    try {
      return await fn();
    } finally {
      fs.closeSync(fd);
    }
  });
}

/** The file descriptor the current suite writes to, or undefined for the terminal. */
export function suiteFd() {
  return current.getStore()?.fd;
}

/** console.log for suites: a line to the current suite's output. */
export function say(...parts) {
  const fd = suiteFd();
  if (fd === undefined) console.log(...parts);
  else fs.writeSync(fd, parts.join(' ') + '\n');
}
