// The bundle suite's server-secret check (scripts/lib/bundle-budget.mjs): a canary anywhere in dist/ fails it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSecretsAbsent } from './bundle-budget.mjs';

const dirs: string[] = [];
function dist(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('checkSecretsAbsent', () => {
  const canary = 'waf-canary-0123456789abcdef';

  it('passes when no file of dist/ holds the canary', () => {
    const r = checkSecretsAbsent(dist({ 'index.html': '<html>', 'assets/a.js': 'x=1' }), [canary]);
    expect(r.ok).toBe(true);
    expect(r.detail).toBe('absent from 2 files');
  });

  it('fails on the canary in any file, nested or not JavaScript', () => {
    const r = checkSecretsAbsent(
      dist({ 'assets/a.js': 'x=1', 'assets/deep/b.css': `/*${canary}*/`, '.vite/manifest.json': canary }),
      [canary],
    );
    expect(r.ok).toBe(false);
    expect(r.detail).toContain(path.join('assets', 'deep', 'b.css'));
    expect(r.detail).toContain(path.join('.vite', 'manifest.json'));
  });

  it('fails without a canary (the build must have run with one)', () => {
    expect(checkSecretsAbsent(dist({ 'a.js': '' }), []).ok).toBe(false);
    expect(checkSecretsAbsent(dist({ 'a.js': '' }), ['']).ok).toBe(false);
  });
});
