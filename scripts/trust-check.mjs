#!/usr/bin/env node
// The trust boundaries, checked against `npm start` on a fresh data directory, as an outside caller sees them:
// forged forwarding headers, tenant-slug squatting, deep JSON, redirect_uri from the Host header, a malformed
// URL, weak ETags, undeclared body and query properties, direction overrides in names, Secure cookies behind
// https, the sign-in limit across a restart, the operator named on short-token writes, and a DNS check whose
// servers do not answer. Each check prints ok or FAIL; the script exits 1 when one fails.
//   node scripts/trust-check.mjs            (starts the server without rebuilding the console: SKIP_BUILD=1)
//   node scripts/trust-check.mjs --build    (builds the console first, as `npm start` does)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 18_000 + Math.floor(Math.random() * 2_000);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trust-check-'));
const admin = { username: 'admin', password: `Adm1n!${randomBytes(9).toString('base64url')}` };
const operator = { username: 'operator', password: `0per!${randomBytes(9).toString('base64url')}` };

/** `npm start` on the data directory; a second call is a restart on the same data. */
function startServer() {
  return spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_ADMIN_PASSWORD: admin.password,
      DEMO_OPERATOR_PASSWORD: operator.password,
      // Behind a TLS proxy: cookies must be Secure although the server itself speaks http.
      PUBLIC_URL: 'https://console.example.test',
      // No DNS server answers here: a check must say so, not decide.
      DNS_RESOLVER: '127.0.0.1:9',
      ...(process.argv.includes('--build') ? {} : { SKIP_BUILD: '1' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
const stopServer = async (child) => {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
};
let server = startServer();

const results = [];
const check = (name, ok, detail = '') => {
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not answer /healthz within 120 s');
}

const json = (method, url, body, headers = {}) =>
  fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
  });
const codeOf = async (res) =>
  (
    await res
      .clone()
      .json()
      .catch(() => ({}))
  ).code;

async function run() {
  await waitForServer();

  // 1. A forged X-Forwarded-For per try does not escape the sign-in limit.
  let limited = false;
  for (let i = 0; i < 15 && !limited; i++) {
    const res = await json(
      'POST',
      '/api/auth/login',
      { username: 'trust-check-nobody', password: 'wrong' },
      {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      },
    );
    limited = res.status === 429;
  }
  check('forged X-Forwarded-For does not reset the sign-in limit', limited);

  // 12. The limit is in the database: a restart forgets nothing.
  await stopServer(server);
  server = startServer();
  await waitForServer();
  const after = await json('POST', '/api/auth/login', { username: 'trust-check-nobody', password: 'wrong' });
  check('the sign-in limit survives a restart', after.status === 429, `${after.status}`);

  // 2. A new tenant cannot take the demo tenant's slug.
  const squat = await json('POST', '/api/auth/register', {
    tenant_name: 'demo-telecom-tenant',
    username: 'squatter',
    email: 'squatter@example.com',
    password: 'Squat!Passw0rd-1',
    accept_terms: true,
  });
  check(
    'a taken tenant slug is refused',
    squat.status === 409 && (await codeOf(squat)) === 'tenant_name_taken',
    `${squat.status}`,
  );

  // 3. Deep nesting is a 400, signed out.
  const deep = await json('POST', '/api/auth/login', `${'['.repeat(3000)}${']'.repeat(3000)}`);
  check(
    '3,000 levels of JSON answer 400',
    deep.status === 400 && (await codeOf(deep)) === 'nesting_too_deep',
    `${deep.status}`,
  );

  // 6. redirect_uri comes from the public URL, not the Host header.
  const idps = await (await fetch(`${base}/api/auth/idps?tenant=demo-telecom-tenant`)).json();
  const idp = (idps.data ?? [])[0];
  if (idp) {
    const start = await json('POST', `/api/auth/idps/${idp.id}/start`, {}, { host: 'evil.example' });
    const text = await start.text();
    check(
      'redirect_uri ignores the Host header',
      start.ok && !text.includes('evil.example'),
      `${start.status}`,
    );
  } else check('redirect_uri ignores the Host header', false, 'no identity provider found');

  // 8. A malformed URL gets the envelope and the security headers.
  const bad = await fetch(`${base}/%c0%ae`);
  const badBody = await bad.json().catch(() => ({}));
  check(
    'a malformed URL answers the envelope with the security headers',
    bad.status === 400 &&
      typeof badBody.request_id === 'string' &&
      !!bad.headers.get('content-security-policy') &&
      bad.headers.get('x-content-type-options') === 'nosniff',
    `${bad.status}`,
  );

  // Signed in as the tenant administrator from here.
  const login = await json('POST', '/api/auth/login', admin);
  if (!login.ok) {
    check('sign in as the demo administrator', false, `${login.status}`);
    return;
  }
  const auth = { authorization: `Bearer ${(await login.json()).access_token}` };
  // 7. Secure cookies whenever the public URL is https.
  const cookies = login.headers.getSetCookie().filter((c) => c.startsWith('console_session='));
  check(
    'the session cookie is Secure behind https',
    cookies.length > 0 && cookies.every((c) => /;\s*Secure/i.test(c)),
  );

  // 10. An undeclared property is refused by name; 11. so is a direction override in a name.
  const role = await json('PATCH', '/api/main/user', { full_name: 'Mallory', role: 'administrator' }, auth);
  check(
    'an undeclared body property is refused',
    role.status === 400 && (await role.text()).includes('/body/role'),
    `${role.status}`,
  );
  const bidi = await json('PATCH', '/api/main/user', { full_name: 'see \u202Etxt.exe' }, auth);
  check('a direction override in a name is refused', bidi.status === 400, `${bidi.status}`);
  const query = await fetch(`${base}/api/main/cdn/sites?role=administrator`, { headers: auth });
  check(
    'an undeclared query parameter is refused',
    query.status === 400 && (await query.text()).includes('/query/role'),
    `${query.status}`,
  );

  // 9. A weak ETag does not satisfy If-Match.
  const sites = await (await fetch(`${base}/api/main/cdn/sites`, { headers: auth })).json();
  const site = sites.data?.[0];
  const read = await fetch(`${base}/api/main/cdn/sites/${site.id}`, { headers: auth });
  const etag = read.headers.get('etag');
  const weak = await fetch(`${base}/api/main/cdn/sites/${site.id}`, {
    method: 'DELETE',
    headers: { ...auth, 'if-match': `W/${etag}`, 'idempotency-key': randomBytes(8).toString('hex') },
  });
  check('a weak ETag does not satisfy If-Match', weak.status === 412, `${weak.status}`);

  // An add-on domain check whose DNS servers do not answer says so and changes nothing.
  const claim = await json(
    'POST',
    `/api/main/cdn/sites/${site.id}/addon_domain`,
    { domain: `shop-${randomBytes(3).toString('hex')}.example.net` },
    {
      ...auth,
      'idempotency-key': randomBytes(8).toString('hex'),
    },
  );
  const claimed = (await claim.json()).data;
  const verify = await fetch(`${base}/api/main/cdn/sites/${site.id}/addon_domain/${claimed?.id}/verify`, {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': randomBytes(8).toString('hex') },
  });
  // 4. What the operator does through a short token is audited in the tenant, naming the operator.
  const op = await json('POST', '/api/auth/login', operator);
  const opAuth = { authorization: `Bearer ${(await op.json()).access_token}` };
  const issued = await json('POST', '/api/main/admin/short_tokens', { username: admin.username }, opAuth);
  const short = (await issued.json()).data?.short_token;
  const exchanged = await json('POST', '/api/auth/token-exchange', { short_token: short });
  const viaToken = { authorization: `Bearer ${(await exchanged.json()).access_token}` };
  const group = await json(
    'POST',
    '/api/main/tenant/group',
    { name: `trust-${randomBytes(3).toString('hex')}` },
    {
      ...viaToken,
      'idempotency-key': randomBytes(8).toString('hex'),
    },
  );
  const groupId = (await group.json()).data?.id;
  const trail = await (
    await fetch(`${base}/api/main/audit_logs?per_page=10&resource_id=${groupId}`, { headers: auth })
  ).json();
  check(
    "a write through the operator's short token names the operator in the tenant's audit",
    !!trail.data?.[0]?.actor?.operator?.id,
    `${issued.status}/${exchanged.status}/${group.status}`,
  );

  check(
    'a DNS check nobody answered is a 503 that changes nothing',
    verify.status === 503 && (await codeOf(verify)) === 'dns_unreachable',
    `${verify.status}`,
  );
}

try {
  await run();
} catch (err) {
  check('run', false, err instanceof Error ? err.message : String(err));
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${results.filter(Boolean).length} of ${results.length} checks hold`);
process.exit(results.every(Boolean) ? 0 : 1);
