// Vite plugin: rjsf's `import { Markdown } from 'markdown-to-jsx/react'` resolves to
// src/engine/rjsf/InlineMarks.tsx, a formatter of the few inline marks rjsf's strings use (why: that module's
// comment). Only rjsf's imports are redirected.
import path from 'node:path';
import type { Plugin } from 'vite';

const RJSF = /[\\/]node_modules[\\/]@rjsf[\\/]/;

export function rjsfMarkdown(root: string): Plugin {
  const target = path.join(root, 'src', 'engine', 'rjsf', 'InlineMarks.tsx');
  return {
    name: 'rjsf-markdown',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'markdown-to-jsx/react' && importer && RJSF.test(importer)) return target;
      return null;
    },
  };
}
