// `npm run bench` part: serves ./index.html with the project's Vite config, opens it in Debian's Chromium
// (the one launch config, tests/support/chromium.ts) and prints the DataTable render figures as JSON on the
// last line of stdout: {"500": {medianMs, rowNodes}, "50000": {...}}.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumLaunchOptions } from '../../../tests/support/chromium';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..');

const server = await createServer({
  configFile: path.join(root, 'vite.config.ts'),
  root: here,
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0, hmr: false },
  // The bench page imports from outside its root (design-system/).
  clearScreen: false,
});
await server.listen();
const address = server.httpServer?.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (e) => console.error(e));
  await page.goto(`http://127.0.0.1:${port}/index.html?runs=${process.env.BENCH_RUNS_DT ?? 7}`);
  await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench, undefined, {
    timeout: 120_000,
  });
  const result = await page.evaluate(() => (window as unknown as { __bench: unknown }).__bench);
  console.log(JSON.stringify(result));
} finally {
  await browser.close();
  await server.close();
}
