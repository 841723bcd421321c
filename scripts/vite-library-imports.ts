// Vite plugin: a few imports made inside libraries resolve to the console's own, lighter modules — only where
// that library imports them (why each: the target module's comment):
//   rjsf, markdown-to-jsx/react → src/engine/rjsf/InlineMarks.tsx, a formatter of the few inline marks rjsf's
//                                 strings use;
//   rjsf, fast-uri              → src/engine/rjsf/schemaUri.ts, rjsf's two URI calls done by the browser's URL
//                                 (Ajv's imports keep the library);
//   rjsf, its default registry's widget, template and field lists → the console's theme (themeWidgets.ts,
//                                 themeTemplates.ts) and the fields its forms use (formFields.ts);
//   @internationalized/date, createCalendar → design-system/DatePicker/gregorianCalendar.ts: the console's
//                                 locales all count in the Gregorian calendar.
import path from 'node:path';
import type { Plugin } from 'vite';

type Replacement = {
  /** The modules whose import is replaced (any other importer keeps the original). */
  importer: RegExp;
  /** The import specifier, as the importer writes it. */
  source: string;
  /** The console's module, relative to the repository. */
  target: string;
};

const RJSF = /[\\/]node_modules[\\/]@rjsf[\\/]/;
const RJSF_REGISTRY = /[\\/]node_modules[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/;
const DATE_INDEX = /[\\/]node_modules[\\/]@internationalized[\\/]date[\\/]dist[\\/]index\.mjs$/;

const replacements: Replacement[] = [
  { importer: RJSF, source: 'markdown-to-jsx/react', target: 'src/engine/rjsf/InlineMarks.tsx' },
  { importer: RJSF, source: 'fast-uri', target: 'src/engine/rjsf/schemaUri.ts' },
  {
    importer: RJSF_REGISTRY,
    source: './components/widgets/index.js',
    target: 'src/engine/rjsf/themeWidgets.ts',
  },
  {
    importer: RJSF_REGISTRY,
    source: './components/templates/index.js',
    target: 'src/engine/rjsf/themeTemplates.ts',
  },
  {
    importer: RJSF_REGISTRY,
    source: './components/fields/index.js',
    target: 'src/engine/rjsf/formFields.ts',
  },
  {
    importer: DATE_INDEX,
    source: './private/createCalendar.mjs',
    target: 'design-system/DatePicker/gregorianCalendar.ts',
  },
];

export function libraryImports(root: string): Plugin {
  return {
    name: 'library-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const found = replacements.find((r) => r.source === source && r.importer.test(importer));
      return found ? path.join(root, ...found.target.split('/')) : null;
    },
  };
}
