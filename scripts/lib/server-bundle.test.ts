// The server bundle `npm start` runs: named by its inputs (server sources outside tests, lockfile), and a
// build of the current sources serves like server/src does: healthz, sign-in, a list, a clean stop.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, root, stop, waitForHttp } from '../bench/lib.mjs';
import { buildServerBundle, inputsHash, isServerSource } from './server-bundle.mjs';

const scratch = path.join(root, '.test-data', `server-bundle-test-${randomBytes(4).toString('hex')}`);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function write(base: string, rel: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(base, rel)), { recursive: true });
  fs.writeFileSync(path.join(base, rel), text);
}

describe('server bundle inputs', () => {
  it('MUST count server sources and leave tests out', () => {
    expect(isServerSource('main.ts')).toBe(true);
    expect(isServerSource('db/pglite.ts')).toBe(true);
    expect(isServerSource('db/pglite.test.ts')).toBe(false);
    expect(isServerSource('test/helpers.ts')).toBe(false);
    expect(isServerSource('types.d.ts')).toBe(false);
    expect(isServerSource('db/pglite-worker.mjs')).toBe(false);
  });

  it('MUST name the same sources the same way and change with a source or the lockfile, not a test', () => {
    const base = path.join(scratch, 'inputs');
    write(base, 'server/src/main.ts', 'export {};\n');
    write(base, 'server/src/test/x.test.ts', 'a\n');
    write(base, 'package-lock.json', '{}\n');
    const first = inputsHash(base);
    expect(inputsHash(base)).toBe(first);
    write(base, 'server/src/test/x.test.ts', 'b\n');
    expect(inputsHash(base)).toBe(first);
    write(base, 'server/src/main.ts', 'export const x = 1;\n');
    const second = inputsHash(base);
    expect(second).not.toBe(first);
    write(base, 'package-lock.json', '{"v":2}\n');
    expect(inputsHash(base)).not.toBe(second);
  });
});

describe('server bundle', () => {
  it('MUST serve like the sources: healthz, sign-in, a list, then stop cleanly', async () => {
    const entry = await buildServerBundle(path.join(scratch, 'bundle'));
    const port = await freePort();
    const admin = { username: 'bundle-admin', password: `Bundle-${randomBytes(9).toString('base64url')}-9` };
    const child = spawn(process.execPath, [entry], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: path.join(scratch, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        CONSOLE_DIR: path.join(scratch, 'no-console'),
        DEMO_ADMIN_USER: admin.username,
        DEMO_ADMIN_PASSWORD: admin.password,
        DEMO_IDP: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForHttp(`${url}/healthz`, child, 120_000);
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      expect(login.status).toBe(200);
      const { access_token: token } = (await login.json()) as { access_token: string };
      const user = await fetch(`${url}/api/main/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(user.status).toBe(200);
      const group = ((await user.json()) as { data: { currentGroupID: string } }).data.currentGroupID;
      const sites = await fetch(`${url}/api/main/cdn/sites`, {
        headers: { authorization: `Bearer ${token}`, 'x-resource-group-id': group },
      });
      expect(sites.status).toBe(200);
      expect(((await sites.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    } finally {
      await stop(child);
    }
    expect(child.exitCode).toBe(0);
    expect(stdout).toContain('SIGTERM: shutting down');
  }, 240_000);
});
