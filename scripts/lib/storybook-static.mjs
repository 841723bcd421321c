// The static Storybook (`npm run build-storybook`, storybook-static/) as a reader opens it: served over loopback
// as files, its manager page must show a design-system story and a console screen story rendered in the preview.
// A build that finishes but serves nothing fails here.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Serves `dir` read-only on 127.0.0.1 (a free port); resolves with the server and its base URL. */
function serveStatic(dir) {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ server, base: `http://127.0.0.1:${port}` });
    });
  });
}

/** tests/support/chromium.ts (the one Chromium launch config, --host-resolver-rules included), loaded through tsx from this .mjs module. */
async function chromiumLaunchOptions() {
  const { tsImport } = await import('tsx/esm/api');
  /** @type {{chromiumLaunchOptions: {executablePath: string, args: string[]}}} */
  const mod = await tsImport('../../tests/support/chromium.ts', import.meta.url);
  return mod.chromiumLaunchOptions;
}

/**
 * Opens `index.html?path=/story/<id>` and waits until the preview has finished the story (rendered, play function
 * run); the story must then show text and no error display. Whether its play function passed is the stories
 * suite's check, not this one: a cold first load here is slower than the suite's.
 * @param {import('playwright').Browser} browser
 */
async function renderStory(browser, base, id) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  try {
    await page.goto(`${base}/index.html?path=/story/${id}`);
    const frame = await (await page.waitForSelector('#storybook-preview-iframe')).contentFrame();
    if (!frame) throw new Error('the manager shows no preview frame');
    await frame.waitForFunction(
      (storyId) => {
        const render = /** @type {any} */ (window).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === storyId && render.phase === 'finished';
      },
      id,
      { timeout: 60_000 },
    );
    const failed = await frame.locator('body.sb-show-errordisplay').count();
    const text = (await frame.locator('#storybook-root').innerText()).replace(/\s+/g, ' ').trim();
    if (failed)
      return {
        ok: false,
        detail: `error display: ${(await frame.locator('#error-message').innerText()).trim()}`,
      };
    if (!text) return { ok: false, detail: 'the story shows no text' };
    if (errors.length) return { ok: false, detail: `page errors: ${errors.join(' | ')}` };
    return { ok: true, detail: `rendered “${text.slice(0, 50)}${text.length > 50 ? '…' : ''}”` };
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message.split('\n')[0] : String(err) };
  } finally {
    await page.close();
  }
}

/**
 * @param {string} dir the static build (storybook-static/)
 * @returns {Promise<{name: string, ok: boolean, detail: string}[]>}
 */
export async function checkStorybookStatic(dir) {
  const checks = [];
  const indexFile = path.join(dir, 'index.json');
  const entries = fs.existsSync(indexFile)
    ? Object.values(JSON.parse(fs.readFileSync(indexFile, 'utf8')).entries)
    : [];
  const stories = entries.filter((e) => e.type === 'story');
  const designSystem = stories.find((e) => e.importPath.startsWith('./design-system/'));
  const screen = stories.find((e) => e.importPath.startsWith('./src/'));
  checks.push({
    name: 'index.json lists design-system and console stories',
    ok: Boolean(designSystem && screen),
    detail: `${stories.length} stories, ${entries.length - stories.length} docs`,
  });
  // The console's production-bundle plugins stay out of Storybook's build (.storybook/main.ts): no .gz/.br twins.
  const twins = fs.readdirSync(dir, { recursive: true }).filter((f) => /\.(gz|br)$/.test(String(f)));
  checks.push({
    name: 'no console bundle artefacts',
    ok: twins.length === 0,
    detail: twins.length ? `${twins.length} precompressed files, e.g. ${twins[0]}` : 'none',
  });
  if (!designSystem || !screen) return checks;

  const { server, base } = await serveStatic(path.resolve(dir));
  const browser = await chromium.launch(await chromiumLaunchOptions());
  try {
    for (const story of [designSystem, screen])
      checks.push({ name: `story ${story.id}`, ...(await renderStory(browser, base, story.id)) });
  } finally {
    await browser.close();
    server.close();
  }
  return checks;
}
