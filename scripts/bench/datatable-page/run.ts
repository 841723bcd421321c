// `npm run bench` part: builds ./index.html with the project's Vite config in production mode (React's
// production build, as users get it), serves it with `vite preview`, opens it in Debian's Chromium (the one
// launch config, tests/support/chromium.ts) and prints the DataTable figures as JSON on the last line of
// stdout: {"500": {medianMs, rowNodes}, "50000": {...}, "scroll": ScrollFigures (./main.tsx)}.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview, type InlineConfig } from 'vite';
import { chromiumLaunchOptions } from '../../../tests/support/chromium';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datatable-bench-'));
const config: InlineConfig = {
  configFile: path.join(root, 'vite.config.ts'),
  root: here,
  logLevel: 'error',
  clearScreen: false,
};

try {
  await build({ ...config, mode: 'production', build: { outDir, emptyOutDir: true, manifest: false } });
  const server = await preview({ ...config, build: { outDir }, preview: { host: '127.0.0.1', port: 0 } });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (e) => console.error(e));
    const runs = process.env.BENCH_RUNS_DT ?? 7;
    await page.goto(`http://127.0.0.1:${port}/index.html?runs=${runs}&scrollMs=5000`);
    await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench, undefined, {
      timeout: 120_000,
    });
    const result = await page.evaluate(() => (window as unknown as { __bench: unknown }).__bench);
    console.log(JSON.stringify(result));
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
