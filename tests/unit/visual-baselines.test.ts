// The committed screenshot baselines must be exactly stories × skins (ARCHITECTURE §8): every story has a light and a
// dark PNG next to its stories file, and no PNG is left behind by a renamed or deleted story. The screenshots are
// taken by tests/support/story-screenshots.ts; create missing ones with `npx vitest run --project storybook --update`.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sanitize, storyNameFromExport } from 'storybook/internal/csf';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKINS = ['light', 'dark'];
const SUFFIX = `-chromium-${process.platform}.png`;

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** Named exports of a CSF file are its stories (none of our stories files use includeStories/excludeStories). */
function storyExports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  expect(source, `${file} must not use includeStories/excludeStories`).not.toMatch(
    /(include|exclude)Stories/,
  );
  return [...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1] as string);
}

const all = [...walk(path.join(root, 'design-system')), ...walk(path.join(root, 'src'))];
const storyFiles = all.filter((f) => f.endsWith('.stories.tsx')).sort();
const baselines = all.filter((f) => f.endsWith('.png') && f.split(path.sep).includes('__screenshots__'));

describe('visual regression baselines', () => {
  it('finds stories', () => {
    expect(storyFiles.length).toBeGreaterThan(0);
  });

  it('has exactly one baseline per story and skin', () => {
    const expected = new Set<string>();
    for (const file of storyFiles) {
      const dir = path.join(path.dirname(file), '__screenshots__', path.basename(file));
      for (const name of storyExports(file)) {
        const id = sanitize(storyNameFromExport(name));
        for (const skin of SKINS) expected.add(path.join(dir, `${id}-${skin}${SUFFIX}`));
      }
    }
    const actual = new Set(baselines);
    const missing = [...expected].filter((f) => !actual.has(f)).map((f) => path.relative(root, f));
    const extra = [...actual].filter((f) => !expected.has(f)).map((f) => path.relative(root, f));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(baselines.length).toBe(expected.size);
  });
});
