// Set-up of the vitest `unit` project (jsdom): a fresh DOM and storage per test, the few browser APIs jsdom
// lacks, and an i18n instance whose missing-key handler throws, so a missing translation fails the test.
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../src/app/i18n';
// Every page part, so the tests' instances hold every text from the start.
import '../../src/app/everyPageText';
import { preloadSchemas } from '../../src/engine/resourceSchemas';
import { preloadToastRegion } from '../../design-system/Toast/Toast';

// Lazy route modules compile on first use in a cold run, slower still on a busy machine: give them time (how
// fast things happen is the benchmarks' business, not the tests').
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

declare global {
  var __testI18n: I18n | undefined;
}

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  const css = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ?? {};
  if (!css.escape) {
    css.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
    (globalThis as { CSS?: unknown }).CSS = css;
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}

beforeAll(async () => {
  globalThis.__testI18n = await createI18n({
    lng: 'en',
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      throw new Error(`Missing translation: ${namespace}:${key} (${languages.join(', ')})`);
    },
  });
});

// Resource schemas load lazily, awaited by their pages' routes; tests render screens without those routes, so the
// schemas of every resource the test file's modules define are loaded first.
beforeAll(preloadSchemas);

// The toast region's code loads with the first toast; loaded first, a toast shows at once, as tests on a fake
// clock expect (their timers cannot wait for a module to load).
beforeAll(preloadToastRegion);

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  if (globalThis.__testI18n && globalThis.__testI18n.language !== 'en') {
    await globalThis.__testI18n.changeLanguage('en');
  }
});

afterEach(() => {
  cleanup();
});
