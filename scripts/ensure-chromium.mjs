#!/usr/bin/env node
// Makes sure Debian's Chromium is there before any browser suite runs. Browser downloads do not work on
// these machines, so Playwright and Vitest always launch /usr/bin/chromium (or CHROMIUM_PATH).
// Missing: installs it with apt when running as root; otherwise fails with the exact command to run.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PACKAGES = ['chromium', 'fonts-dejavu-core'];
const INSTALL = `apt-get update && apt-get install -y ${PACKAGES.join(' ')}`;

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo sh -c '${INSTALL}'\n` +
        '(or set CHROMIUM_PATH to a Chromium binary). Browser tests never download a browser.',
    );
  }
  console.log(`Chromium missing: running ${INSTALL}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('sh', ['-c', INSTALL], { stdio: 'inherit', env });
  if (!fs.existsSync(CHROMIUM)) throw new Error(`apt finished but ${CHROMIUM} is still missing`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (err) {
    console.error(String(err instanceof Error ? err.message : err));
    process.exit(1);
  }
}
