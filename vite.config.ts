/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { defineConfig, searchForWorkspaceRoot, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';
import { checkStoryAnswer } from './tests/support/story-contract-command.ts';
import { compareStoryScreenshot } from './tests/support/story-screenshot-command.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { loginChunk } from './scripts/vite-login-chunk.ts';
import { libraryImports } from './scripts/vite-library-imports.ts';
import { reactRouterProduction } from './scripts/vite-react-router-production.ts';
import { schemaDescriptions } from './scripts/vite-schema-descriptions.ts';
import { supportedLanguages } from './src/app/languages.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * `vite build --mode e2e` (scripts/e2e-server.mjs): src/app/extras.ts resolves to tests/fixtures/extras.ts, so the
 * e2e console also holds the fixture resources of README "Adding a resource". In any other mode the plugin is
 * not applied at all, so the product build is what it was (scripts/lib/bundle-budget.mjs checks dist/).
 */
function e2eFixtures(): Plugin {
  const product = path.join(dirname, 'src', 'app', 'extras.ts');
  const fixture = path.join(dirname, 'tests', 'fixtures', 'extras.ts');
  return {
    name: 'e2e-fixtures',
    enforce: 'pre',
    apply: (_config, env) => env.mode === 'e2e',
    async resolveId(source, importer, options) {
      if (!/(^|\/)extras(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === product ? fixture : null;
    },
  };
}

/** The chunk of a resource schema: one per schema folder (`schemas-cdn`), read by scripts/lib/bundle-budget.mjs. */
function schemaChunkName(id: string): string | null {
  const folder = /\/(?:schemas|src\/engine\/generated)\/([^/]+)\/[^/]+\.(?:ui|form-schema)\.json$/.exec(
    id,
  )?.[1];
  return folder ? `schemas-${folder}` : null;
}

type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; importers: readonly string[] } | null;

/**
 * The chunk of an area's own modules (`area-cdn`): what its index imports within its folder — registry entries,
 * menu, paths, API calls — loaded with its first route (src/app/areaIndex.ts), as one chunk that compresses as one
 * text; its pages stay chunks of their own, and a module imported from outside the area (a path table the sign-in
 * pages read) is left out, so no other chunk drags the area in.
 */
function areaChunkName(): (id: string, ctx: { getModuleInfo: ModuleInfoOf }) => string | null {
  const closures = new Map<string, Set<string>>();
  const closureOf = (area: string, getModuleInfo: ModuleInfoOf) => {
    const folder = path.join(dirname, 'src', 'areas', area) + path.sep;
    const found = new Set<string>();
    const stack = [path.join(folder, 'index.ts')];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (found.has(id) || !id.startsWith(folder)) continue;
      const info = getModuleInfo(id);
      if (
        info?.importers.some(
          (importer) => !importer.startsWith(folder) && !importer.includes('/src/app/areas.ts'),
        )
      )
        continue;
      found.add(id);
      stack.push(...(info?.importedIds ?? []));
    }
    return found;
  };
  return (id, ctx) => {
    const area = /[/\\]src[/\\]areas[/\\]([^/\\]+)[/\\]/.exec(id)?.[1];
    if (!area) return null;
    const closure = closures.get(area) ?? closureOf(area, (moduleId) => ctx.getModuleInfo(moduleId));
    closures.set(area, closure);
    return closure.has(id) ? `area-${area}` : null;
  };
}

export default defineConfig({
  plugins: [
    react(),
    e2eFixtures(),
    // react-aria ships its own UI strings in 34 languages; the console speaks three.
    optimizeLocales.vite({ locales: supportedLanguages.map((l) => l.locale) }),
    // The console's production bundle only: .storybook/main.ts (CONSOLE_BUNDLE_PLUGINS) keeps these two, and any
    // other plugin that shapes or ships that bundle, out of Storybook's build.
    precompress(),
    loginChunk(),
    libraryImports(dirname),
    reactRouterProduction(),
    schemaDescriptions(),
  ],
  resolve: {
    alias: {
      '@ds': path.join(dirname, 'design-system'),
      '@schemas': path.join(dirname, 'schemas'),
      '@locales': path.join(dirname, 'locales'),
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A resource's schemas load with its area's pages (src/engine/resourceSchemas.ts): one chunk per schema
          // folder, which compresses as one text, rather than a small chunk per file.
          groups: [
            { name: schemaChunkName, debugName: 'resource schemas', test: /\.(?:ui|form-schema)\.json$/ },
            {
              name: areaChunkName(),
              debugName: 'area modules',
              // Only the area's own modules: what they import (react-router, the engine) stays where it is.
              includeDependenciesRecursively: false,
              test: /[/\\]src[/\\]areas[/\\]/,
            },
          ],
        },
      },
    },
  },
  // Pre-bundled up front: a dependency discovered in the middle of a browser test run makes Vite reload the
  // page, which fails the stories running at that moment (seen on first runs in a fresh clone).
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-aria-components',
      'styled-components',
      'react-router-dom',
      'i18next',
      'react-i18next',
      'swr',
      'openapi-fetch',
      '@rjsf/core',
      '@rjsf/utils',
      '@rjsf/validator-ajv8',
      'ajv/dist/runtime/ucs2length.js',
      '@tanstack/react-table',
      '@tanstack/react-virtual',
      '@visx/group',
      '@visx/scale',
      '@visx/shape',
      '@visx/axis',
      '@visx/annotation',
      // The world map's projections and its bins' rounding (design-system/WorldMap).
      'd3-geo',
      'd3-array',
      '@visx/legend',
      '@visx/responsive',
      '@visx/tooltip',
      '@visx/xychart',
      'topojson-client',
      'i18n-iso-countries',
      '@internationalized/date',
      'react-aria',
      'react-stately',
      'fuse.js',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      // The SSL add page's certificate reader: pre-bundled, so a story or dev page meeting it first is not reloaded.
      '@peculiar/x509',
      'axe-core',
    ],
  },
  server: {
    proxy: { '/api': apiTarget, '/config.json': apiTarget },
    // A git worktree may link node_modules to another checkout's: the dev server (and the stories suite) serves
    // dependencies from wherever the link really points.
    fs: { allow: [searchForWorkspaceRoot(dirname), fs.realpathSync(path.join(dirname, 'node_modules'))] },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'design-system/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/support/unit-setup.ts'],
          // Both cores: Vitest keeps one for itself by default, and these files spend part of their time waiting.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          pool: 'forks',
          // Both cores: each file builds its own app on its own database (a PostgreSQL schema per file), so two
          // files run side by side safely, and much of a file's time is spent waiting on the database.
          maxWorkers: 2,
          // One module graph per worker, not per file: importing the server (fastify, the contracts' validators)
          // costs more than most files' tests. Files leave no state behind (each builds its own app and database).
          isolate: false,
          // Every server answer checked against openapi/: tests/contract/response-contract-*.ts.
          globalSetup: ['tests/contract/response-contract-global.ts'],
          setupFiles: ['tests/contract/response-contract-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // Two story files at a time, each in its own page of the one browser: Vitest's browser pool otherwise
          // runs one file at a time on a two-core machine (it keeps a core for itself), and a story spends much
          // of its time waiting on the browser. The two share nothing: each runs in a browser context of its own
          // (its own storage and cookies).
          maxWorkers: 2,
          // A file's first story also loads the console's lazy chunks in a cold page (13–16 s on a busy machine):
          // the limit is for a story that hangs, not for a slow first render.
          testTimeout: 30_000,
          // The browser-side screenshot setup refuses to write baselines under CI; it can only see env passed here.
          env: { CI: process.env.CI ?? '' },
          // Every answer of the stories' fake backend checked against openapi/: story-answers.ts.
          setupFiles: ['tests/support/story-screenshots.ts', 'tests/support/story-answers.ts'],
          browser: {
            enabled: true,
            commands: { checkStoryAnswer, compareStoryScreenshot },
            headless: true,
            instances: [{ browser: 'chromium' }],
            // Fixed zone and locale: dates in screenshots must not depend on the machine.
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              contextOptions: { timezoneId: 'UTC', locale: 'en-US' },
            }),
          },
        },
      },
    ],
  },
});
