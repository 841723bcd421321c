// The console as `npm start` serves it, for the browser benches (lighthouse, interaction): the production
// build (built by scripts/start.mjs when missing or stale; CONSOLE_DIR names a prebuilt one instead) served by
// server/src/main.ts on a fresh PGlite data dir, with a known administrator, plus helpers to sign in through
// the API and to hand the browser that session (the localStorage/sessionStorage keys of src/api/session.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../lib/run.mjs';
import { freePort, root, spawn, stop, waitForHttp } from './lib.mjs';

/** The production build to serve: CONSOLE_DIR, else dist/ (built like `npm start` does when stale). */
export async function ensureConsoleBuilt() {
  if (process.env.CONSOLE_DIR) {
    const dir = path.resolve(process.env.CONSOLE_DIR);
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`CONSOLE_DIR ${dir} holds no build`);
    return dir;
  }
  const { code } = await run(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only'], {
    cwd: root,
  });
  if (code !== 0) throw new Error(`building the console failed (exit ${code})`);
  return path.join(root, 'dist');
}

// Children still running when this process ends (a crash between start and stop) are killed on exit.
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts the server on a free port and a fresh data dir (the demo seed) with a known administrator.
 * @returns {Promise<ConsoleServer>}
 * @typedef {Awaited<ReturnType<typeof startConsoleServer>>} ConsoleServer
 */
export async function startConsoleServer() {
  const consoleDir = await ensureConsoleBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-data-'));
  const port = await freePort();
  const admin = { username: 'bench-admin', password: `Bench-${randomBytes(9).toString('base64url')}-9` };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      CONSOLE_DIR: consoleDir,
      DEMO_ADMIN_USER: admin.username,
      DEMO_ADMIN_PASSWORD: admin.password,
      // No demo IdP: it would take a fixed port, and no bench signs in through it.
      DEMO_IDP: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    await stop(child);
    running.delete(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/healthz`, child, 90_000);
  } catch (err) {
    await close();
    throw err;
  }

  /** Signs the administrator in through the API: the token pair and the profile, as the console stores them. */
  async function signIn() {
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (!res.ok) throw new Error(`POST /api/auth/login answered ${res.status}`);
    const tokens = await res.json();
    const profileRes = await fetch(`${url}/api/main/user`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    if (!profileRes.ok) throw new Error(`GET /api/main/user answered ${profileRes.status}`);
    const profile = (await profileRes.json()).data;
    return { tokens, profile, at: Date.now() };
  }

  /**
   * A call to the main API as the signed-in administrator, in the profile's current resource group.
   * @param {{tokens: {access_token: string}, profile: {currentGroupID?: string}}} session
   */
  async function apiCall(session, method, apiPath, body) {
    const res = await fetch(`${url}/api/main${apiPath}`, {
      method,
      headers: {
        authorization: `Bearer ${session.tokens.access_token}`,
        ...(session.profile.currentGroupID ? { 'x-resource-group-id': session.profile.currentGroupID } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${apiPath} answered ${res.status}: ${await res.text()}`);
    return res.json();
  }

  return { url, port, admin, dataDir, consoleDir, signIn, apiCall, close };
}

/**
 * What the console keeps in the browser for a signed-in session (src/api/session.ts storageKeys), in English.
 * @param {{tokens: {access_token: string, refresh_token: string, token_type: string, login_type: string},
 *   profile: {currentGroupID?: string, resource_groups?: {id: string, project_id: string}[]}}} session
 */
export function sessionStorageEntries(session) {
  const { tokens, profile } = session;
  const group = profile.resource_groups?.find((g) => g.id === profile.currentGroupID);
  return {
    local: {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      fullToken: `${tokens.token_type} ${tokens.access_token}`,
      loginType: tokens.login_type,
      userData: JSON.stringify(profile),
      language: 'en',
    },
    session: {
      ...(profile.currentGroupID ? { resourceGroupId: profile.currentGroupID } : {}),
      ...(group ? { projectId: group.project_id } : {}),
    },
  };
}

/**
 * Runs in the page (page.evaluate): replaces both storages with `entries` (null: signed out, English).
 * @param {{local: Record<string, string>, session: Record<string, string>} | null} entries
 */
export function applyStorage(entries) {
  localStorage.clear();
  sessionStorage.clear();
  const e = entries ?? { local: { language: 'en' }, session: {} };
  for (const [k, v] of Object.entries(e.local)) localStorage.setItem(k, v);
  for (const [k, v] of Object.entries(e.session)) sessionStorage.setItem(k, v);
}

/** tests/support/chromium.ts (the one Chromium launch config), loaded through tsx from these .mjs modules. */
export async function chromiumConfig() {
  const { tsImport } = await import('tsx/esm/api');
  /** @type {{chromiumPath: string, chromiumArgs: string[], chromiumLaunchOptions: {executablePath: string, args: string[]}}} */
  const mod = await tsImport('../../tests/support/chromium.ts', import.meta.url);
  // toolchain.md §5: every Chromium launch carries --host-resolver-rules (else it looks up Google's hosts).
  if (!mod.chromiumArgs.some((arg) => arg.startsWith('--host-resolver-rules=')))
    throw new Error('tests/support/chromium.ts lost --host-resolver-rules; every Chromium launch needs it');
  return mod;
}
