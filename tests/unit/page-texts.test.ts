// A page part (locales/<lng>/areas/<area>/<part>.json) reaches the browser only with a page module that names it
// (`export const texts = [...]`), so every key a page's code reads under a part must be named by that page, or be
// one the area's own file holds (the titles the route table reads, which load with every page of the area).
// Read from the sources: each lazily loaded module of an area and the modules it imports.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
type Catalogue = Record<string, unknown>;

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => flatKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** The areas with page parts, each with its parts and the keys of its own file. */
const areasWithParts = fs
  .readdirSync(path.join(root, 'locales/en/areas'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    area: entry.name,
    parts: fs
      .readdirSync(path.join(root, 'locales/en/areas', entry.name))
      .map((f) => f.replace(/\.json$/, '')),
    own: new Set(flatKeys(readJson(path.join(root, `locales/en/areas/${entry.name}.json`)))),
  }));

const resolveImport = (from: string, spec: string) =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => path.resolve(path.dirname(from), spec) + ext)
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());

/** The relative modules `file` imports statically (type-only imports left out). */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms)]
    .map((m) => resolveImport(file, m[1] ?? ''))
    .filter((f): f is string => !!f && /\.tsx?$/.test(f));
}

function closure(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const next of staticImports(file)) closure(next, into);
  return into;
}

/** The keys of `area`'s namespace the file's code spells out under one of `parts` (`cdn:edge.x`, `t('edge.x')`). */
function partKeys(file: string, area: string, parts: string[]): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const pattern = new RegExp(`['"\`](?:${area}:)?((?:${parts.join('|')})\\.[\\w.]*)`, 'g');
  const ownNamespace = source.includes(`useTranslation('${area}')`);
  return [...source.matchAll(pattern)]
    .filter((m) => ownNamespace || m[0].includes(`${area}:`))
    .map((m) => (m[1] ?? '').replace(/\.$/, ''));
}

/** The modules an area loads lazily (its pages and screens, by `lazyChunk(() => import('…'))`), each with the file that loads it. */
function lazyModules(areaDir: string): { module: string; loadedBy: string }[] {
  const files = fs.readdirSync(areaDir, { recursive: true, encoding: 'utf8' });
  return files
    .filter((f) => /\.tsx?$/.test(f) && !/\.(stories|test)\./.test(f))
    .flatMap((f) => {
      const file = path.join(areaDir, f);
      const source = fs.readFileSync(file, 'utf8');
      return [...source.matchAll(/lazyChunk\(\(\) => import\('(\.[^']+)'\)\)/g)].map((m) => ({
        module: resolveImport(file, m[1] ?? '') ?? '',
        loadedBy: file,
      }));
    })
    .filter((lazy) => lazy.module !== '');
}

/** The parts a page module names: `export const texts = [edgeTexts, cacheTexts]` → edge, cache. */
function namedParts(file: string): string[] {
  const list = /export const texts = \[([^\]]*)\]/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  return [...list.matchAll(/(\w+)Texts/g)].map((m) => m[1] ?? '');
}

describe.each(areasWithParts)('the page parts of $area', ({ area, parts, own }) => {
  const areaDir = path.join(root, 'src/areas', area);
  const isOwn = (key: string) => own.has(key) || [...own].some((k) => k.startsWith(`${key}.`));

  it('each has its module under src/areas/<area>/texts/', () => {
    for (const part of parts)
      expect(fs.existsSync(path.join(areaDir, 'texts', `${part}.ts`)), part).toBe(true);
  });

  it("are named by every page whose code reads them; the area's own modules read only its own file", () => {
    const lazies = lazyModules(areaDir);
    expect(lazies.length).toBeGreaterThan(0);
    // A module a page loads on its own (a panel) comes after the page's parts, so it has them too.
    const namedWith = (module: string, seen = new Set<string>()): string[] => {
      if (seen.has(module)) return [];
      seen.add(module);
      const loaders = lazies.filter((l) => l.module === module);
      const pagesLoading = loaders.map((l) => lazies.find((p) => closure(p.module).has(l.loadedBy))?.module);
      const inherited = pagesLoading.every((p) => p !== undefined)
        ? pagesLoading.map((p) => new Set(namedWith(p as string, seen)))
        : [];
      const common = inherited.length
        ? [...(inherited[0] ?? [])].filter((part) => inherited.every((set) => set.has(part)))
        : [];
      return [...namedParts(module), ...common];
    };
    for (const page of new Set(lazies.map((l) => l.module))) {
      const named = new Set(namedWith(page));
      const unnamed = [...closure(page)].flatMap((file) =>
        partKeys(file, area, parts)
          .filter((key) => !named.has(key.split('.')[0] ?? '') && !isOwn(key))
          .map((key) => `${path.relative(root, file)}: ${key}`),
      );
      expect(unnamed, `${path.relative(root, page)} reads page parts it does not name`).toEqual([]);
    }
    const frame = [...closure(path.join(areaDir, 'index.ts'))];
    const outside = frame.flatMap((file) =>
      partKeys(file, area, parts)
        .filter((key) => !isOwn(key))
        .map((key) => `${path.relative(root, file)}: ${key}`),
    );
    expect(outside, `the area's own modules read keys outside locales/en/areas/${area}.json`).toEqual([]);
  });
});
