// Whatever fails, the answer is the error envelope with every security header and a request id: URLs whose
// percent-escapes do not decode (refused by fastify before routing) and requests the HTTP parser refuses
// (a malformed header line, headers too large), checked on a listening server. On PGlite and PostgreSQL.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../plugins/security-headers.js';
import { BACKENDS, bearer, createTestApp, errorBody, login } from './helpers.js';
import type { TestContext } from './helpers.js';
import { installWriteCounter } from './support/write-counter.js';

function expectHeaders(headers: Record<string, unknown>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

/** Sends raw bytes to the server and reads the whole answer (the server closes the connection). */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.write(request);
  });
}

function parseRaw(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: JSON.parse(body) as Record<string, unknown>,
  };
}

describe.each(BACKENDS)('malformed requests (%s)', (kind) => {
  let ctx: TestContext;
  let port: number;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx?.close());

  it('answers a URL that does not decode with the 400 envelope and every security header, writing nothing', async () => {
    const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    const counter = await installWriteCounter(ctx.db);
    const mark = await counter.mark();
    for (const [method, url] of [
      ['GET', '/%c0%ae'],
      ['GET', '/api/main/cdn/sites/%c0'],
      ['GET', '/api/auth/%E0%A4%A'],
      ['POST', '/api/main/iam/%ff/policies'],
      ['DELETE', '/api/main/cdn/sites/%c0%af'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: bearer(admin),
        ...(method === 'POST' ? { payload: { name: 'x' } } : {}),
      });
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
      expect(errorBody(res).code).toBe('bad_request');
      expect(res.body).not.toContain('FST_ERR');
      expectHeaders(res.headers);
    }
    expect(await counter.since(mark)).toEqual([]);
  });

  it('answers a request the HTTP parser refuses with the envelope and every security header', async () => {
    for (const [request, status] of [
      ['GET / HTTP/1.1\r\nHost: localhost\r\nNot a header line\r\n\r\n', 400],
      ['GET / HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\u0001b\r\n\r\n', 400],
      [`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ] as const) {
      const answer = parseRaw(await raw(port, request));
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expectHeaders(answer.headers);
      expect(answer.body).toMatchObject({ status_code: status, code: 'bad_request' });
      expect(answer.body.request_id).toBe(answer.headers['x-request-id']);
      expect(typeof answer.body.message).toBe('string');
    }
  });
});
