// Page-side timers of the browser benches (interaction, cdn): the time of the last input, and a wait for the
// frame that paints a given change. Both run in the page (addInitScript, page.evaluate) and are serialised on
// their own: they use nothing from this module's scope. The page's CSP allows no eval, so every condition is
// written out in `untilPainted` and chosen by its `kind`.
import { percentile } from './lib.mjs';

/** Installed before any page script (addInitScript): `window.__inputAt`, the time of the last pointerdown or keydown. */
export function trackInput() {
  const w = /** @type {any} */ (window);
  w.__inputAt = 0;
  for (const type of ['pointerdown', 'keydown'])
    document.addEventListener(type, (e) => (w.__inputAt = e.timeStamp), { capture: true });
}

/**
 * @typedef {{kind: 'language', code: string, heading: string | null}
 *   | {kind: 'form'}
 *   | {kind: 'switch', setting: string, checked: boolean}
 *   | {kind: 'first', label: string}
 *   | {kind: 'rows', count: number}
 *   | {kind: 'text', text: string}} PaintCondition
 */

/**
 * Runs in the page: resolves once `until` holds, checked every frame, with the milliseconds from the last input
 * (trackInput) to the end of the frame that paints it (rAF, then a task).
 *   language — <html lang> is `code` and the h1 is no longer `heading`;
 *   form — the dialog's first field is shown and enabled;
 *   switch — the switch of the edge setting row `setting` is `checked`;
 *   first, rows — the dialog's first item names `label`; the dialog lists `count` items;
 *   text — the page shows `text`.
 * @param {PaintCondition} until
 */
export function untilPainted(until) {
  const w = /** @type {any} */ (window);
  const dialog = () => document.querySelector('[role=dialog]');
  const holds = () => {
    switch (until.kind) {
      case 'language':
        return (
          document.documentElement.lang === until.code &&
          document.querySelector('h1')?.textContent !== until.heading
        );
      case 'form': {
        const field = /** @type {HTMLInputElement | null} */ (
          document.querySelector('[role=dialog] input:not([type=hidden]), [role=dialog] textarea')
        );
        return !!field && !field.disabled && field.getBoundingClientRect().height > 0;
      }
      case 'switch': {
        const input = /** @type {HTMLInputElement | null} */ (
          document.querySelector(`[data-setting="${until.setting}"] input[role=switch]`)
        );
        return !!input && input.checked === until.checked;
      }
      case 'rows':
        return (dialog()?.querySelectorAll('li').length ?? 0) === until.count;
      case 'first':
        return dialog()?.querySelector('li')?.textContent?.includes(until.label) ?? false;
      default:
        return document.body.textContent?.includes(until.text) ?? false;
    }
  };
  return new Promise((resolve, reject) => {
    const give = setTimeout(
      () => reject(new Error(`not painted within 15 s: ${JSON.stringify(until)}`)),
      15_000,
    );
    const check = () => {
      if (!holds()) return requestAnimationFrame(check);
      // The DOM holds the change: the frame that paints it is the next one.
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(give);
          resolve(performance.now() - w.__inputAt);
        }, 0),
      );
    };
    check();
  });
}

/** `untilPainted` in the page, started now; its failure surfaces where it is awaited, not as unhandled. */
export function paintWatch(page, until) {
  const watch = page.evaluate(untilPainted, until);
  watch.catch(() => undefined);
  return watch;
}

/** The info column of a timing row. */
export const p50AndMax = (xs) =>
  `p50 ${percentile(xs, 50).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
