// Vite build plugin: React Router's production build in the console's bundle.
//
// react-router's package.json exports name only its development build (dist/development), whatever the mode;
// its production build (dist/production, the same modules with the development warnings and their messages
// compiled out) sits beside it unused. A build resolves every react-router module to its production twin, so
// one copy of the router ships, the lighter one. Dev server and tests keep the development build and its
// warnings.
import path from 'node:path';
import type { Plugin } from 'vite';

const DEVELOPMENT_DIST = `${path.sep}react-router${path.sep}dist${path.sep}development${path.sep}`;
const PRODUCTION_DIST = `${path.sep}react-router${path.sep}dist${path.sep}production${path.sep}`;

/** The production twin of a resolved react-router module, or null for any other module. */
export function productionTwin(resolvedId: string): string | null {
  return resolvedId.includes(DEVELOPMENT_DIST) ? resolvedId.replace(DEVELOPMENT_DIST, PRODUCTION_DIST) : null;
}

export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const twin = productionTwin(resolved.id);
      return twin ? { ...resolved, id: twin } : null;
    },
  };
}
