// ARCHITECTURE §2: each arrow one way only. ESLint catches most of it file by file; this test checks the
// rules that need to know the folder a file lives in (area → other area) and runs over every file.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs|js)$/.test(e.name) && !e.parentPath.includes('generated'))
    .map((e) => path.join(e.parentPath, e.name));
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return specifiers.map((m) => m[1] ?? m[2] ?? '');
}

/** Resolves a relative specifier to a repo-relative path; bare and aliased specifiers stay as they are. */
function target(file: string, spec: string): string {
  if (spec.startsWith('.')) return path.relative(root, path.resolve(path.dirname(file), spec));
  if (spec.startsWith('@ds')) return 'design-system' + spec.slice(3);
  return spec;
}

function violations(dir: string, isForbidden: (file: string, target: string) => boolean) {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(file)
      .map((spec) => target(file, spec))
      .filter((t) => isForbidden(file, t))
      .map((t) => `${path.relative(root, file)} → ${t}`),
  );
}

describe('architecture boundaries', () => {
  it('scans a real tree', () => {
    expect(
      sourceFiles('src').length + sourceFiles('server').length + sourceFiles('design-system').length,
    ).toBeGreaterThan(10);
  });

  it('design-system imports nothing of src/, server/, openapi/ or i18next', () => {
    expect(
      violations(
        'design-system',
        (_f, t) => /^(src|server|openapi)(\/|$)/.test(t) || /^(react-)?i18next/.test(t),
      ),
    ).toEqual([]);
  });

  it('an area never imports another area', () => {
    expect(
      violations('src/areas', (file, t) => {
        const own = path.relative(path.join(root, 'src/areas'), file).split(path.sep)[0];
        const m = /^src\/areas\/([^/]+)/.exec(t);
        return Boolean(m && m[1] !== own);
      }),
    ).toEqual([]);
  });

  it('the engine knows no area', () => {
    expect(violations('src/engine', (_f, t) => /^src\/areas(\/|$)/.test(t))).toEqual([]);
  });

  it('the server shares only openapi/ and schemas/ with the console', () => {
    expect(violations('server', (_f, t) => /^(src|design-system)(\/|$)/.test(t))).toEqual([]);
  });
});
