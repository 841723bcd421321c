// The built console (Vite's dist/): hashed assets cached for a year, every other non-API GET answered
// with index.html (no-cache) so client routes load, and a clear 503 page when the console is not built.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from './errors.js';
import { contentSecurityPolicy } from './security-headers.js';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Console not built</title>
</head>
<body><h1>The console is not built yet</h1>
<p>The API server is running, but there is no built console to serve.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds when needed), then reload this page.</p>
</body></html>
`;

const HASHED_ASSET = /(^|\/)assets\//;

/** index.html with a fresh style nonce in the <meta> styled-components reads; re-read when the file changes. */
function indexRenderer(indexFile: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return (nonce: string): string => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    return cached.html.replace(/<head>/i, `<head><meta property="csp-nonce" nonce="${nonce}">`);
  };
}

export async function installStaticConsole(app: FastifyInstance, consoleDir: string): Promise<void> {
  const root = path.resolve(consoleDir);
  const indexFile = path.join(root, 'index.html');
  const renderIndex = indexRenderer(indexFile);

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    dotfiles: 'ignore',
    // The build writes .br/.gz twins (scripts/vite-precompress.ts); a browser that accepts one gets it.
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      const rel = path.relative(root, filePath).split(path.sep).join('/');
      reply.header(
        'cache-control',
        HASHED_ASSET.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const serveIndex = (reply: FastifyReply) => {
    if (!fs.existsSync(indexFile)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(nonce))
      .type('text/html; charset=utf-8')
      .send(renderIndex(nonce));
  };

  // The root is the console itself (the wildcard route would refuse the directory).
  app.get('/', async (_request, reply) => serveIndex(reply));
  app.get('/index.html', async (_request, reply) => serveIndex(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/api' || pathname.startsWith('/api/') || !isRead) {
      return sendError(
        request,
        reply,
        404,
        `No such API route: ${request.method} ${pathname}`.slice(0, 300),
        'route_not_found',
      );
    }
    if (HASHED_ASSET.test(pathname.slice(1))) {
      return sendError(request, reply, 404, 'No such file.', 'not_found');
    }
    return serveIndex(reply);
  });
}
