// Vite build plugin: writes a gzip (.gz) and a brotli (.br) twin next to every text asset of the build, so the
// server (@fastify/static `preCompressed`) sends the compressed file to a browser that accepts it without
// compressing per request. About 1 MB of JS for the first screen becomes about 300 KiB on the wire.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|map|xml)$/;
/** Below this, compression saves less than its own headers cost. */
const MIN_BYTES = 1024;

export async function precompressDir(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      if (body.length < MIN_BYTES) return;
      const [gz, br] = await Promise.all([
        gzip(body, { level: 9 }),
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ]);
      await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
      written++;
    }),
  );
  return written;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // Library-mode and SSR builds are not served by the console server.
      if (config.build.ssr || config.build.lib) return;
      await precompressDir(path.resolve(config.root, config.build.outDir));
    },
  };
}
