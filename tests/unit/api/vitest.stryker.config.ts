// The test run `npm run mutation` (stryker.config.json) uses: the unit project's set-up, limited to the
// client layer's tests, so mutants of src/api are judged without the browser, server or engine suites.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: {
      '@ds': path.join(root, 'design-system'),
      '@schemas': path.join(root, 'schemas'),
      '@locales': path.join(root, 'locales'),
    },
  },
  test: {
    name: 'unit',
    // One environment for all files: a fresh jsdom per file costs ~2 s per mutant on a busy machine.
    isolate: false,
    environment: 'jsdom',
    include: ['tests/unit/api/**/*.test.{ts,tsx}'],
    exclude: ['tests/unit/api/engine-*.test.ts'],
    setupFiles: ['tests/unit/api/stryker-setup.ts'],
  },
});
