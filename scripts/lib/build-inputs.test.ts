// The console build's staleness stamp: which files it covers, and that it changes with any of them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleInputFiles, consoleInputsHash } from './build-inputs.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function repo(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
  dirs.push(root);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('console build inputs', () => {
  const tree = {
    'index.html': '<div id=root>',
    'vite.config.ts': 'export default {}',
    'scripts/vite-login-chunk.ts': 'plugin',
    'scripts/lib/bundle-budget.mjs': 'export const LOGIN_MODULES = []',
    'scripts/test.mjs': 'not a build input',
    'src/app/main.tsx': 'main',
    'src/app/main.test.tsx': 'test',
    'design-system/Button/Button.stories.tsx': 'story',
    'design-system/Button/__screenshots__/a.png': 'png',
    'locales/en/common.json': '{}',
    'tests/fixtures/extras.ts': 'fixture',
  };

  it('MUST cover the sources, the Vite config and its plugins, and nothing that is not built', () => {
    const root = repo(tree);
    expect(consoleInputFiles(root).sort()).toEqual(
      [
        'index.html',
        'locales/en/common.json',
        'scripts/lib/bundle-budget.mjs',
        'scripts/vite-login-chunk.ts',
        'src/app/main.tsx',
        'vite.config.ts',
      ].sort(),
    );
    expect(consoleInputFiles(root, ['tests/fixtures'])).toContain('tests/fixtures/extras.ts');
  });

  it('MUST change when a plugin of the build changes, not when a test does', () => {
    const root = repo(tree);
    const before = consoleInputsHash(root);
    fs.writeFileSync(path.join(root, 'src/app/main.test.tsx'), 'another test');
    expect(consoleInputsHash(root)).toBe(before);
    fs.writeFileSync(path.join(root, 'scripts/vite-login-chunk.ts'), 'changed plugin');
    expect(consoleInputsHash(root)).not.toBe(before);
  });
});
