// The `storybook` project's browser command `compareStoryScreenshot` (vite.config.ts, test.browser.commands): the
// quick first look of the visual-regression setup (story-screenshots.ts) at a story against its baseline.
//
// It captures exactly the pixels Vitest's toMatchScreenshot captures for the story root (Playwright's element
// screenshot ends in this same Chrome DevTools call: the element's page rectangle widened to whole pixels, at CSS
// scale, within the viewport) and compares them with the baseline exactly as toMatchScreenshot's first comparison
// does (Vitest's own PNG decoder and pixel comparator, with the same options). What it saves is Playwright's
// element-screenshot preparation (locating the element through the test frame, scrolling, waiting, styling every
// frame before and after) and a second reading of the baseline.
//
// It only ever answers "match", "missing" or "differs". Anything but "match" sends the story to toMatchScreenshot
// as before, which captures until the page is stable, compares again and writes the diff images (or, under
// --update, the baseline): a story can pass here only where toMatchScreenshot's first comparison passes too.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { diff } from '@blazediff/core';
import { PNG } from 'pngjs';
import type { CDPSession, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

/** A rectangle of the top page, in CSS pixels: where the story root shows in the test frame. */
export interface PageRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** toMatchScreenshot's `comparatorOptions` for the pixelmatch comparator. */
export interface ScreenshotComparison {
  threshold: number;
  allowedMismatchedPixels: number;
}

export type ScreenshotVerdict = 'match' | 'missing' | 'differs';

// Vitest's defaults for its pixelmatch comparator (@vitest/browser), which the story's options override.
const COMPARATOR_DEFAULTS = {
  threshold: 0.1,
  includeAA: false,
  alpha: 0.1,
  aaColor: [255, 255, 0] as [number, number, number],
  diffColor: [255, 0, 0] as [number, number, number],
  diffMask: false,
};

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function devtools(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** Playwright's rounding of an element's box to the rectangle it captures (whole pixels that cover it). */
function enclosingIntRect(rect: PageRect): PageRect {
  const x = Math.floor(rect.x + 1e-3);
  const y = Math.floor(rect.y + 1e-3);
  const x2 = Math.ceil(rect.x + rect.width - 1e-3);
  const y2 = Math.ceil(rect.y + rect.height - 1e-3);
  return { x, y, width: x2 - x, height: y2 - y };
}

function fitsViewport(page: Page, rect: PageRect): boolean {
  const viewport = page.viewportSize();
  return viewport !== null && rect.width <= viewport.width && rect.height <= viewport.height;
}

async function capture(page: Page, rect: PageRect): Promise<Buffer> {
  const session = await devtools(page);
  // Playwright's `scale: 'css'`: one image pixel per CSS pixel whatever the device pixel ratio.
  const { contentSize, cssContentSize } = await session.send('Page.getLayoutMetrics');
  const deviceScaleFactor = contentSize.width / cssContentSize.width || 1;
  const { data } = await session.send('Page.captureScreenshot', {
    format: 'png',
    clip: { ...enclosingIntRect(rect), scale: 1 / deviceScaleFactor },
    // As Playwright: a rectangle reaching past the page's viewport is captured beyond it.
    captureBeyondViewport: !fitsViewport(page, rect),
    // PNG is lossless: this only spends less time compressing.
    optimizeForSpeed: true,
  });
  return Buffer.from(data, 'base64');
}

export const compareStoryScreenshot: BrowserCommand<
  [rect: PageRect, baseline: string, comparison: ScreenshotComparison]
> = async (context, rect, baseline, comparison): Promise<ScreenshotVerdict> => {
  const root = context.project.config.root;
  const resolved = path.resolve(root, baseline);
  // Only baselines of this checkout are read.
  if (!resolved.startsWith(root + path.sep) || !resolved.includes(`${path.sep}__screenshots__${path.sep}`)) {
    throw new Error(`Not a screenshot baseline: ${baseline}`);
  }
  if (context.provider.name !== 'playwright') return 'differs';
  const reference = await readFile(resolved).catch(() => null);
  if (!reference) return 'missing';
  const { page } = context as unknown as { page: Page };
  const shot = PNG.sync.read(await capture(page, rect));
  const expected = PNG.sync.read(reference);
  if (shot.width !== expected.width || shot.height !== expected.height) return 'differs';
  if (shot.data.equals(expected.data)) return 'match';
  const { allowedMismatchedPixels, ...options } = comparison;
  const mismatched = diff(expected.data, shot.data, undefined, shot.width, shot.height, {
    ...COMPARATOR_DEFAULTS,
    ...options,
  });
  return mismatched <= allowedMismatchedPixels ? 'match' : 'differs';
};
