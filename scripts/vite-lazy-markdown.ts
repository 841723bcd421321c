// Vite plugin: rjsf's `import { Markdown } from 'markdown-to-jsx/react'` resolves to
// src/engine/rjsf/LazyMarkdown.tsx, which loads the real parser on first use (why: that module's comment).
// Only rjsf's imports are redirected; LazyMarkdown's own import reaches the package.
import path from 'node:path';
import type { Plugin } from 'vite';

const RJSF = /[\\/]node_modules[\\/]@rjsf[\\/]/;

export function lazyMarkdown(root: string): Plugin {
  const target = path.join(root, 'src', 'engine', 'rjsf', 'LazyMarkdown.tsx');
  return {
    name: 'lazy-markdown',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'markdown-to-jsx/react' && importer && RJSF.test(importer)) return target;
      return null;
    },
  };
}
