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

  it('the engine imports nothing from the app: the app hands it what it needs (registerAreas)', () => {
    expect(violations('src/engine', (_f, t) => /^src\/app(\/|$)/.test(t))).toEqual([]);
  });

  it('the server shares only openapi/ and schemas/ with the console', () => {
    expect(violations('server', (_f, t) => /^(src|design-system)(\/|$)/.test(t))).toEqual([]);
  });

  it('network calls live in src/api only: no fetch(, XMLHttpRequest, openapi-fetch or createClient elsewhere', () => {
    expect(networkCalls('const a = await fetch(url);')).toEqual(['fetch(']);
    expect(networkCalls("import createClient from 'openapi-fetch';")).toEqual([
      'openapi-fetch',
      'createClient',
    ]);
    expect(networkCalls('new XMLHttpRequest(); window.fetch ( x ); refetch(); // fetch(x)')).toEqual([
      'XMLHttpRequest',
      'fetch(',
    ]);
    const offenders = sourceFiles('src')
      .filter((file) => !path.relative(root, file).startsWith(`src${path.sep}api${path.sep}`))
      .flatMap((file) =>
        networkCalls(fs.readFileSync(file, 'utf8')).map((hit) => `${path.relative(root, file)}: ${hit}`),
      );
    expect(offenders).toEqual([]);
  });

  it('route and screen chunks load through lazyChunk (src/api/chunks.ts), never a bare import()', () => {
    expect(bareDynamicImports("lazy: async () => ({ Component: (await import('./Page')).Page })")).toEqual([
      "import('./Page')",
    ]);
    expect(bareDynamicImports("const P = lazy(() => import('./Page'));")).toEqual(["import('./Page')"]);
    expect(bareDynamicImports("const load = lazyChunk(() => import('./Page'));")).toEqual([]);
    expect(bareDynamicImports("type M = typeof import('./Page'); // import('./x')")).toEqual([]);
    const offenders = sourceFiles('src')
      .filter((file) => !CHUNK_LOADER_EXEMPT.some((exempt) => path.relative(root, file).startsWith(exempt)))
      .filter((file) => !/\.(test|stories)\.tsx?$/.test(file))
      .flatMap((file) =>
        bareDynamicImports(fs.readFileSync(file, 'utf8')).map(
          (hit) => `${path.relative(root, file)}: ${hit}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});

/** The source without comments (line and block), so prose about fetch( or import( is not a hit. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function networkCalls(text: string): string[] {
  const code = withoutComments(text);
  const hits: string[] = [];
  if (/\bXMLHttpRequest\b/.test(code)) hits.push('XMLHttpRequest');
  if (/\bfetch\s*\(/.test(code)) hits.push('fetch(');
  if (/['"]openapi-fetch['"]/.test(code)) hits.push('openapi-fetch');
  if (/\bcreateClient\b/.test(code)) hits.push('createClient');
  return hits;
}

/**
 * Files allowed a bare import(): the loader itself, and Storybook's set-up (preloads for stories; it is not
 * part of the console's routes).
 */
const CHUNK_LOADER_EXEMPT = [path.join('src', 'api', 'chunks.ts'), path.join('src', 'storybook') + path.sep];

/** Every dynamic import( that is not the body of `lazyChunk(() => import(…))`. Type-level imports are fine. */
function bareDynamicImports(text: string): string[] {
  const code = withoutComments(text);
  const hits: string[] = [];
  for (const m of code.matchAll(/import\s*\(\s*(['"`][^'"`]*['"`])?\s*\)?/g)) {
    const before = code.slice(0, m.index);
    if (/\btypeof\s*$/.test(before)) continue;
    if (/\blazyChunk\s*\(\s*(async\s*)?\(\s*\)\s*=>\s*$/.test(before)) continue;
    hits.push(m[0]);
  }
  return hits;
}
