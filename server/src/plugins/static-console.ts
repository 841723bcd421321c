// The built console (Vite's dist/): hashed assets cached for a year, every other non-API GET answered
// with index.html (no-cache) so client routes load, and a clear 503 page when the console is not built.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from './errors.js';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Console not built</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
code{background:#f1f3f5;padding:.1rem .3rem;border-radius:.2rem}</style></head>
<body><h1>The console is not built yet</h1>
<p>The API server is running, but there is no built console to serve.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds when needed), then reload this page.</p>
</body></html>
`;

const HASHED_ASSET = /(^|\/)assets\//;

export async function installStaticConsole(app: FastifyInstance, consoleDir: string): Promise<void> {
  const root = path.resolve(consoleDir);
  const indexFile = path.join(root, 'index.html');

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    dotfiles: 'ignore',
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
  };

  // The root is the console itself (the wildcard route would refuse the directory).
  app.get('/', async (_request, reply) => serveIndex(reply));

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
