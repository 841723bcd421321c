// Vite build plugin: what /login loads besides the entry arrives in one chunk instead of some twenty.
//
// The sign-in page's lazy modules (LOGIN_MODULES: the error boundary, the public layout, the sign-in pages)
// use design-system components, react-aria and the client layer that the console's pages use too, so the
// bundler's automatic splitting cuts them into one shared chunk per set of importers — small files that each
// compress on their own and repeat their import/export glue (measured: 197 KiB gzip as 34 files, 185 KiB as
// one text). This plugin puts every module those lazy modules import statically (transitively) into one
// group chunk, apart from what the entry holds already and the sign-in screens' own code. Console pages lose
// nothing by it: their frame uses these same components; they load the one file /login loaded.
import type { Plugin } from 'vite';
import { LOGIN_MODULES } from './lib/bundle-budget.mjs';

/** The sign-in screens' own modules: they stay in their lazy chunks (the console never loads them). */
const OWN_CODE = /[\\/]src[\\/](areas[\\/]auth|app[\\/](PublicLayout|RouteError))[\\/.]/;

export function loginChunk(): Plugin {
  /** Modules the login group captures, known once the module graph is built (before chunking). */
  const captured = new Set<string>();
  return {
    name: 'login-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'login', test: (id: string) => captured.has(id), priority: 10 }],
            },
          },
        },
      },
    }),
    buildEnd() {
      captured.clear();
      const ids = [...this.getModuleIds()];
      const staticClosure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const inEntry = staticClosure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const loginRoots = ids.filter((id) => LOGIN_MODULES.some((m) => id.endsWith(`/${m}`)));
      // Another page built with this config (the DataTable bench's) has no sign-in page: nothing to group.
      if (loginRoots.length === 0) return;
      if (loginRoots.length !== LOGIN_MODULES.length)
        this.error(`login-chunk: found ${loginRoots.length} of LOGIN_MODULES (${LOGIN_MODULES.join(', ')})`);
      for (const id of staticClosure(loginRoots))
        if (!inEntry.has(id) && !OWN_CODE.test(id)) captured.add(id);
    },
  };
}
