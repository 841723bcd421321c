// Runs a command and resolves with its exit code (never throws on non-zero). Its output goes to the current
// suite's output (scripts/lib/suite-output.mjs): the terminal, or the suite's log file when suites run side by side.
import { spawn } from 'node:child_process';
import { suiteFd } from './suite-output.mjs';

/** @returns {Promise<{code: number, stdout: string}>} */
export function run(cmd, args, { env = {}, capture = false, cwd } = {}) {
  return new Promise((resolve) => {
    const out = suiteFd() ?? 'inherit';
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', out] : ['inherit', out, out],
    });
    let stdout = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), stdout }));
    child.on('error', (err) => {
      console.error(err.message);
      resolve({ code: 1, stdout });
    });
  });
}
