// Helpers for the token doc blocks: walk the token trees of design-system/foundations/tokens.ts, name each token's
// CSS variable through the typed `vars` map (so the docs can never disagree with the CSS), and read the one-line
// comments written next to tokens in tokens.ts, which say what each one is for.
import tokensSource from '../../design-system/foundations/tokens.ts?raw';
import { themeCss, type ColorPair } from '../../design-system/foundations/tokens';

export interface PairRow {
  /** Path inside the tree, e.g. ['status', 'info', 'bg']. */
  path: string[];
  pair: ColorPair;
}

type Tree = { readonly [key: string]: unknown };

// The same test tokens.ts uses to tell a {light, dark} pair from a group of pairs.
export const isPair = (v: unknown): v is ColorPair =>
  typeof v === 'object' && v !== null && 'light' in v && 'dark' in v && Object.keys(v).length === 2;

/** Every {light, dark} pair of a token tree, depth first, in declaration order. */
export function pairRows(tree: Tree, path: string[] = []): PairRow[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (isPair(value)) return [{ path: [...path, key], pair: value }];
    if (typeof value === 'object' && value !== null) return pairRows(value as Tree, [...path, key]);
    return [];
  });
}

/** The CSS custom property behind a `vars` entry: `var(--color-text-primary)` → `--color-text-primary`. */
export function cssVariable(varsTree: unknown, path: readonly string[]): string {
  let node: unknown = varsTree;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  if (typeof node !== 'string') return '';
  return node.replace(/^var\((.*)\)$/, '$1');
}

/**
 * The comments of tokens.ts, keyed by dotted path from the exported constant (`semanticColors.text.primary`):
 * a comment at the end of a token's line, or a comment on the line(s) just above a key.
 */
export function tokenComments(source: string = tokensSource): Map<string, string> {
  const comments = new Map<string, string>();
  const stack: (string | null)[] = [];
  let leading: string[] = [];
  const here = (key: string) => [...stack.filter((k): k is string => k !== null), key].join('.');
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('//')) {
      const text = line.replace(/^\/\/\s*/, '');
      // Section rulers (─── Tier 1 ───) are headings, not descriptions.
      if (!text.startsWith('─')) leading.push(text);
      continue;
    }
    const opening = /^(?:export const\s+)?([\w$]+)\s*[:=]\s*\{\s*(?:\/\/\s*(.*))?$/.exec(line);
    const leaf = /^([\w$]+)\s*:\s*.*?,\s*\/\/\s*(.+)$/.exec(line);
    if (opening?.[1]) {
      const text = opening[2] ?? leading.join(' ');
      if (text) comments.set(here(opening[1]), text);
      stack.push(opening[1]);
    } else if (leaf?.[1] && leaf[2]) {
      comments.set(here(leaf[1]), leaf[2]);
    } else if (/^([\w$]+)\s*:/.test(line) && leading.length > 0) {
      comments.set(here(/^([\w$]+)/.exec(line)![1]!), leading.join(' '));
    }
    if (line.startsWith('}')) stack.pop();
    else if (!opening && line.endsWith('{')) stack.push(null); // a function or interface body: not a token group
    leading = [];
  }
  return comments;
}

/** What `themeCss` sets the motion tokens to under `prefers-reduced-motion: reduce` (variable → value). */
export function reducedMotionValues(css: string = themeCss): Map<string, string> {
  const start = css.indexOf('@media (prefers-reduced-motion: reduce)');
  const values = new Map<string, string>();
  if (start === -1) return values;
  for (const m of css.slice(start).matchAll(/(--motion-[\w-]+):\s*([^;]+);/g)) {
    if (m[1] && m[2]) values.set(m[1], m[2].trim());
  }
  return values;
}

/** The four control points of a `cubic-bezier(x1, y1, x2, y2)` easing, or null for keywords. */
export function bezierPoints(easing: string): [number, number, number, number] | null {
  const m = /cubic-bezier\(([^)]+)\)/.exec(easing);
  if (!m?.[1]) return null;
  const points = m[1].split(',').map((n) => Number(n.trim()));
  return points.length === 4 && points.every(Number.isFinite)
    ? (points as [number, number, number, number])
    : null;
}
