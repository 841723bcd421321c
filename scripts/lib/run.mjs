// Runs a command with inherited output and resolves with its exit code (never throws on non-zero).
import { spawn } from 'node:child_process';

/** @returns {Promise<{code: number, stdout: string}>} */
export function run(cmd, args, { env = {}, capture = false, cwd } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
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
