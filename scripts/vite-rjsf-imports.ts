// Vite plugin: a few of rjsf's imports resolve to the console's own, lighter modules — only where rjsf imports
// them (why each: the target module's comment):
//   markdown-to-jsx/react → src/engine/rjsf/InlineMarks.tsx, a formatter of the few inline marks rjsf's strings use;
//   fast-uri              → src/engine/rjsf/schemaUri.ts, rjsf's two URI calls done by the browser's URL
//                           (Ajv's imports keep the library);
//   the widget and template lists of rjsf's default registry → the console's theme (themeWidgets.ts, themeTemplates.ts).
import path from 'node:path';
import type { Plugin } from 'vite';

const RJSF = /[\\/]node_modules[\\/]@rjsf[\\/]/;

/** What rjsf imports → the console's module that replaces it, relative to the repository. */
const replacements: Record<string, string> = {
  'markdown-to-jsx/react': 'src/engine/rjsf/InlineMarks.tsx',
  'fast-uri': 'src/engine/rjsf/schemaUri.ts',
  // Imported by @rjsf/core's getDefaultRegistry.js alone.
  './components/widgets/index.js': 'src/engine/rjsf/themeWidgets.ts',
  './components/templates/index.js': 'src/engine/rjsf/themeTemplates.ts',
};

export function rjsfImports(root: string): Plugin {
  return {
    name: 'rjsf-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      const target = replacements[source];
      if (target === undefined || !importer || !RJSF.test(importer)) return null;
      return path.join(root, ...target.split('/'));
    },
  };
}
