// Vite plugin: rjsf's `import UriResolver from 'fast-uri'` resolves to src/engine/rjsf/schemaUri.ts, the two
// calls rjsf makes done by the browser's URL (why: that module's comment). Only rjsf's imports are redirected;
// Ajv's keep the library.
import path from 'node:path';
import type { Plugin } from 'vite';

const RJSF = /[\\/]node_modules[\\/]@rjsf[\\/]/;

export function rjsfUri(root: string): Plugin {
  const target = path.join(root, 'src', 'engine', 'rjsf', 'schemaUri.ts');
  return {
    name: 'rjsf-uri',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'fast-uri' && importer && RJSF.test(importer)) return target;
      return null;
    },
  };
}
