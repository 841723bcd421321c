// Spec: src/engine/specs/adding-a-resource.md (the build half). The fixture resources reach the e2e build only:
// `vite build --mode e2e` holds every marker the bundle suite looks for (so the markers mean something), the
// product build none of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFixturesAbsent, FIXTURE_MARKERS } from './bundle-budget.mjs';

const root = path.resolve(__dirname, '..', '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-builds-'));

function build(mode: 'production' | 'e2e'): string {
  const dir = path.join(out, mode);
  const res = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      mode,
      '--outDir',
      dir,
      '--logLevel',
      'error',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`vite build --mode ${mode} failed:\n${res.stderr}`);
  return dir;
}

let product: string;
let e2e: string;
beforeAll(() => {
  product = build('production');
  e2e = build('e2e');
}, 120_000);
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe('adding a resource', () => {
  it('MUST hold the test resource in the e2e build and leave no trace of it in the product build', () => {
    const inE2e = checkFixturesAbsent(e2e);
    expect(inE2e.ok).toBe(false);
    for (const marker of FIXTURE_MARKERS) expect(inE2e.detail).toContain(`"${marker}"`);
    const inProduct = checkFixturesAbsent(product);
    expect(inProduct.detail).toMatch(/^absent from \d+ files$/);
    expect(inProduct.ok).toBe(true);
  });
});
