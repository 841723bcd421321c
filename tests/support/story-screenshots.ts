// Visual regression for every story (vitest project `storybook`, ARCHITECTURE §8).
//
// After each story test has rendered and its play function has passed, this hook:
//   1. switches `data-theme` on <html> to each skin in turn (tokens are CSS variables, so nothing re-renders),
//   2. waits for the bundled fonts and two frames,
//   3. runs axe's colour rules in the dark skin over what the a11y addon scanned in the light skin (the whole
//      document body, so overlays portalled there are checked too, less Storybook's own elements, narrowed or
//      widened by the story's `parameters.a11y.context`, with its `config` and `options`),
//   4. compares a screenshot of the story root with the committed baseline
//      `<story folder>/__screenshots__/<file>.stories.tsx/<story-name>-<skin>-chromium-linux.png`: first with the
//      quick command compareStoryScreenshot (story-screenshot-command.ts), which captures the same pixels and
//      compares them as toMatchScreenshot's first comparison does; a story it does not find matching, one it cannot
//      capture (a root outside the test frame's viewport) and every story under --update go to Vitest's
//      toMatchScreenshot, which captures until stable, compares and writes diffs or baselines.
//
// Baselines are only ever written by `npx vitest run --project storybook --update`. Without --update a missing
// baseline fails (and nothing is written). Under CI (Vitest detects process.env.CI and sets updateSnapshot 'none')
// a missing or different baseline fails and nothing is written. `--update` is refused when CI is visible in the
// browser (server.config.env.CI, i.e. when the config forwards it through test.env). tests/unit/visual-baselines.test.ts
// checks that the number of baselines equals stories × skins.
import { afterEach, expect } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import axe from 'axe-core';
import type { PageRect, ScreenshotComparison, ScreenshotVerdict } from './story-screenshot-command';

declare module 'vitest/browser' {
  interface BrowserCommands {
    compareStoryScreenshot: (
      rect: PageRect,
      baseline: string,
      comparison: ScreenshotComparison,
    ) => Promise<ScreenshotVerdict>;
  }
}

export const SKINS = ['light', 'dark'] as const;

/** Per-story options: `parameters: { screenshot: { target: 'viewport' } }` screenshots the whole page (open popovers). */
export interface ScreenshotParameters {
  target?: 'story' | 'viewport';
}

/** The part of the a11y addon's `parameters.a11y` that decides what axe scans and how. */
interface A11yParameters {
  test?: 'off' | 'todo' | 'error';
  disable?: boolean;
  context?: axe.ElementContext;
  config?: axe.Spec;
  options?: axe.RunOptions & { impactLevels?: axe.ImpactValue[] };
}

interface StoryLike {
  parameters?: {
    screenshot?: ScreenshotParameters;
    a11y?: A11yParameters;
  };
}

// Motion frozen; and a toast that closes itself after the default 3 s is left out of the picture: whether it
// is still up when the screenshot is taken depends on how busy the machine is, not on the story. (Toasts that
// stay until closed, and the 10 s ones, show; the toast's own look is the Toast stories'.)
const FREEZE_CSS = `*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  caret-color: transparent !important;
}
[data-duration='default'] {
  visibility: hidden !important;
}`;

const UPDATE_COMMAND = 'npx vitest run --project storybook --update';

function isCi(): boolean {
  // The browser has no process.env. Vitest's test.env (server.config.env) reaches it if the config forwards CI;
  // otherwise Vitest's own CI detection shows as updateSnapshot 'none' (set when CI is detected and no --update).
  const ci: unknown = server.config.env?.CI ?? (import.meta.env as Record<string, unknown>).CI;
  if (ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0' && ci !== false) return true;
  return server.config.snapshotOptions.updateSnapshot === 'none';
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function settle(): Promise<void> {
  await document.fonts.ready;
  await nextFrame();
  await nextFrame();
}

// Tight: a per-pixel colour threshold of 0.05 and at most 24 differing pixels per image. The few pixels allow for
// anti-aliasing at an icon edge where the pointer last rested (seen flaking by 1–10 pixels); any real change of a
// colour, border or text moves far more.
const COMPARISON: ScreenshotComparison = { threshold: 0.05, allowedMismatchedPixels: 24 };

/**
 * Where `root` shows on the top page (the test runs in a frame Vitest scales to fit the page), or null when the
 * quick capture cannot stand in for Playwright's element screenshot: a root Playwright would scroll into view
 * first (not wholly inside the frame's viewport, unless it starts at the top of the unscrolled frame and is
 * taller than it), or a frame not directly in the top page.
 */
function rectOnPage(root: HTMLElement): PageRect | null {
  const frame = window.frameElement as HTMLElement | null;
  if (!frame || window.parent !== window.top) return null;
  const box = root.getBoundingClientRect();
  const across = box.width > 0 && box.left >= 0 && box.right <= innerWidth;
  const inside = box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
  // A root taller than the frame from its very top (a whole console screen): Playwright leaves it where it is
  // and captures it beyond the viewport, as the command does for a rectangle that does not fit the page.
  const tallFromTop = box.top === 0 && box.height > innerHeight && scrollY === 0;
  if (!across || !(inside || tallFromTop) || frame.offsetWidth === 0) return null;
  const frameBox = frame.getBoundingClientRect();
  const scale = frameBox.width / frame.offsetWidth;
  const top = window.parent;
  const rect = {
    x: top.scrollX + frameBox.left + (frame.clientLeft + box.left) * scale,
    y: top.scrollY + frameBox.top + (frame.clientTop + box.top) * scale,
    width: box.width * scale,
    height: box.height * scale,
  };
  return rect.x + rect.width <= top.innerWidth ? rect : null;
}

async function baselineExists(absolutePath: string): Promise<boolean> {
  try {
    await commands.readFile(absolutePath);
    return true;
  } catch {
    return false;
  }
}

// What @storybook/addon-a11y leaves out of every scan (its own elements) and the rule it turns off for stories.
const ADDON_EXCLUDE = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
const ADDON_DISABLED_RULES = ['region'];
/** The axe rules whose outcome depends on colours: a link told from text by colour, text against its background. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The axe context the a11y addon uses for the light skin: the document body less Storybook's own elements; a
 * story's `context` either replaces what is included (a selector, node or list, or `{ include }`) and/or adds to
 * what is excluded (`{ exclude }`).
 */
function addonContext(context: axe.ElementContext | undefined): axe.ContextObject {
  const result = { include: document.body, exclude: [...ADDON_EXCLUDE] } as axe.ContextObject;
  if (context === undefined || context === null) return result;
  const asObject = typeof context === 'object' && !Array.isArray(context) && !(context instanceof Node);
  const { include, exclude } = asObject ? (context as { include?: unknown; exclude?: unknown }) : {};
  if (include !== undefined) (result as { include: unknown }).include = include;
  else if (exclude === undefined) (result as { include: unknown }).include = context;
  if (exclude !== undefined) {
    (result as { exclude: unknown }).exclude = ([...ADDON_EXCLUDE] as unknown[]).concat(exclude);
  }
  return result;
}

async function axeInDarkSkin(story: StoryLike | undefined): Promise<void> {
  const a11y = story?.parameters?.a11y;
  // The same stories the addon fails on in the light skin ('todo' only warns there, so it is not repeated here).
  if (a11y?.test !== 'error' || a11y.disable === true) return;
  const { config = {}, options = {} } = a11y;
  const rules = [...ADDON_DISABLED_RULES.map((id) => ({ id, enabled: false })), ...(config.rules ?? [])];
  axe.reset();
  axe.configure({ ...config, rules });
  const disabled = Object.fromEntries(
    rules.filter((rule) => rule.enabled === false).map((rule) => [rule.id, { enabled: false }]),
  );
  // The skins differ in colours only, so in the dark skin only the rules that read colours can find anything the
  // addon's full scan in the light skin did not (rules the story turned off stay off).
  const colourRules = COLOUR_RULES.filter((id) => !(id in disabled));
  if (colourRules.length === 0) return;
  const runOptions: axe.RunOptions = {
    ...options,
    runOnly: { type: 'rule', values: colourRules },
    rules: { ...disabled, ...options.rules },
  };
  try {
    const results = await axe.run(addonContext(a11y.context), { ...runOptions, resultTypes: ['violations'] });
    const levels = options.impactLevels ?? [];
    const violations = results.violations.filter(
      (v) =>
        v.impact !== null && (levels.length === 0 || (v.impact !== undefined && levels.includes(v.impact))),
    );
    if (violations.length > 0) {
      const summary = violations
        .map(
          (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
        )
        .join('\n');
      throw new Error(`Accessibility violations in the dark skin:\n${summary}`);
    }
  } finally {
    axe.reset();
  }
}

afterEach(async (ctx) => {
  const meta = ctx.task.meta as { storyId?: string };
  const storyId = meta.storyId;
  if (!storyId) return;
  if (ctx.task.result?.errors?.length) return; // the story already failed; no screenshot noise on top

  const story = (ctx as unknown as { story?: StoryLike }).story;
  const target = story?.parameters?.screenshot?.target ?? 'story';
  const root =
    target === 'viewport'
      ? document.body
      : document.querySelector<HTMLElement>('[data-story-root]:not([data-theme])');
  if (!root) throw new Error(`Story ${storyId}: no [data-story-root] element to screenshot.`);

  const update = server.config.snapshotOptions.updateSnapshot;
  const ci = isCi();
  if (ci && update === 'all') throw new Error('Refusing to write screenshot baselines under CI.');

  const testFile = ctx.task.file.filepath;
  const testDir = testFile.slice(0, testFile.lastIndexOf('/'));
  const testFileName = testFile.slice(testFile.lastIndexOf('/') + 1);
  const html = document.documentElement;
  const before = html.getAttribute('data-theme');
  // Freeze motion, so a skin switch does not transition colours (axe and the screenshot see final values).
  const freeze = document.createElement('style');
  freeze.textContent = FREEZE_CSS;
  document.head.append(freeze);

  try {
    for (const skin of SKINS) {
      html.setAttribute('data-theme', skin);
      await settle();
      if (skin === 'dark') await axeInDarkSkin(story);

      // One folder per stories file, so the story part of the id is enough (and survives Vitest's name sanitising).
      const name = `${storyId.slice(storyId.indexOf('--') + 2)}-${skin}`;
      const baseline = `__screenshots__/${testFileName}/${name}-chromium-${server.platform}.png`;
      const missing = () =>
        new Error(
          `Missing screenshot baseline ${baseline}. Review the story, then create it with: ${UPDATE_COMMAND}`,
        );
      if (update !== 'all') {
        const rect = rectOnPage(root);
        const verdict = rect
          ? await commands.compareStoryScreenshot(rect, `${testDir}/${baseline}`, COMPARISON)
          : (await baselineExists(`${testDir}/${baseline}`))
            ? 'differs'
            : 'missing';
        if (verdict === 'missing') throw missing();
        if (verdict === 'match') continue;
      }
      await expect.element(page.elementLocator(root)).toMatchScreenshot(name, {
        comparatorName: 'pixelmatch',
        comparatorOptions: COMPARISON,
        screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
        timeout: 10_000,
      });
    }
  } finally {
    freeze.remove();
    if (before === null) html.removeAttribute('data-theme');
    else html.setAttribute('data-theme', before);
  }
});
