// The identity part of the contract walk (tests/contract/responses.test.ts): registration, verification,
// reset, email sign-in, short tokens (auth, operator endpoint, WAF exchange), own password and name change and the dev
// outbox, each with its success and its documented failures. `call` checks each answer against the contract.
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { bearer, login } from './helpers.js';
import type { TestContext } from './helpers.js';
import { linkOf, STRONG_PASSWORD } from './identity-support.js';
import type { OutboxMail } from './identity-support.js';

type Answer = { status: number; body: any; headers: Record<string, unknown> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes
export type IdentityWalkCall = (
  backend: 'auth' | 'main' | 'waf',
  operationId: string,
  opts: InjectOptions & { url: string },
) => Promise<Answer>;

export async function walkIdentity(call: IdentityWalkCall, ctx: TestContext): Promise<void> {
  const step = async (
    backend: 'auth' | 'main' | 'waf',
    operationId: string,
    opts: InjectOptions & { url: string },
    status: number,
  ): Promise<Answer> => {
    const res = await call(backend, operationId, { ...opts, url: `/api/${backend}${opts.url}` });
    expect(res.status, `${operationId} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(status);
    return res;
  };
  const auth = (op: string, url: string, payload: unknown, status: number) =>
    step('auth', op, { method: 'POST', url, payload: payload as object }, status);
  const mail = async (to: string, kind: string): Promise<OutboxMail> => {
    const res = await step(
      'auth',
      'listDevOutbox',
      { method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` },
      200,
    );
    const found = (res.body.data as OutboxMail[]).find((m) => m.kind === kind);
    if (!found) throw new Error(`no ${kind} mail to ${to}`);
    return found;
  };

  const id = Date.now().toString(36);
  const reg = {
    tenant_name: `walk-${id}`,
    username: `walker${id}`,
    email: `walker-${id}@walk.example`,
    password: STRONG_PASSWORD,
    accept_terms: true,
  };

  // Registration and verification.
  await auth('register', '/register', reg, 202);
  // A name a verified tenant holds is refused before anything is created (a second registration of the same
  // address would be a registration of its own).
  await auth('register', '/register', { ...reg, tenant_name: 'demo-telecom-tenant' }, 409);
  await auth('register', '/register', { ...reg, accept_terms: false }, 400);
  await step('auth', 'listDevOutbox', { method: 'GET', url: '/dev/outbox?limit=1000' }, 400);
  await step(
    'auth',
    'listDevOutbox',
    { method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.7' },
    404,
  );
  await auth('login', '/login', { username: reg.username, password: reg.password }, 401);
  await auth('resendVerificationEmail', '/verify-email/resend', { email: reg.email }, 202);
  await auth('resendVerificationEmail', '/verify-email/resend', { email: 'nope' }, 400);
  const verifyToken = linkOf(await mail(reg.email, 'verify_email')).token;
  await auth('verifyEmail', '/verify-email', { token: verifyToken }, 200);
  await auth('verifyEmail', '/verify-email', { token: verifyToken }, 400);

  // Forgot → reset.
  await auth('forgotPassword', '/forgot-password', { email: reg.email }, 202);
  await auth('forgotPassword', '/forgot-password', {}, 400);
  const resetToken = linkOf(await mail(reg.email, 'reset_password')).token;
  await auth('resetPassword', '/reset-password', { token: resetToken, password: 'Walk-Reset-Pass-1' }, 200);
  await auth('resetPassword', '/reset-password', { token: resetToken, password: 'Walk-Reset-Pass-2' }, 400);
  const password = 'Walk-Reset-Pass-1';

  // Email sign-in. The address has had four mails counted (two registrations, resend, forgot): the fifth is
  // the last one the limit allows.
  await auth('requestEmailLogin', '/email-login', { email: reg.email }, 202);
  await auth('requestEmailLogin', '/email-login', { email: reg.email }, 429);
  await auth('requestEmailLogin', '/email-login', { email: reg.email, next: '//evil.example' }, 400);
  const loginToken = linkOf(await mail(reg.email, 'email_login')).token;
  await auth('consumeEmailLogin', '/email-login/verify', { token: loginToken }, 200);
  await auth('consumeEmailLogin', '/email-login/verify', { token: loginToken }, 401);
  await auth('consumeEmailLogin', '/email-login/verify', { token: 'bad' }, 400);

  // Own password change.
  const walker = await login(ctx.app, reg.username, password);
  const other = await login(ctx.app, reg.username, password);
  const put = (payload: unknown, headers: Record<string, string>, status: number) =>
    step(
      'main',
      'changeOwnPassword',
      { method: 'PUT', url: '/user/password', headers, payload: payload as object },
      status,
    );
  await put({ current_password: 'wrong', new_password: STRONG_PASSWORD }, bearer(walker), 400);
  await put({ current_password: password, new_password: STRONG_PASSWORD }, {}, 401);
  await put({ current_password: password, new_password: STRONG_PASSWORD }, bearer(walker), 200);
  await put({ current_password: STRONG_PASSWORD, new_password: 'Another-Pass-77' }, bearer(other), 401);

  // Own name change (any signed-in person, no iam:write).
  const rename = (payload: unknown, headers: Record<string, string>, status: number) =>
    step(
      'main',
      'updateOwnProfile',
      { method: 'PATCH', url: '/user', headers, payload: payload as object },
      status,
    );
  await rename({ full_name: 'Walker Renamed' }, bearer(walker), 200);
  await rename({ full_name: '   ' }, bearer(walker), 400);
  await rename({ full_name: 'x'.repeat(201) }, bearer(walker), 400);
  await rename({ full_name: 'Nobody' }, {}, 401);

  // Operator short tokens, the sign-in exchange and the WAF exchange.
  const operator = await login(ctx.app, ctx.passwords.operator.username, ctx.passwords.operator.password);
  const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  const member = await login(ctx.app, ctx.passwords.member.username, ctx.passwords.member.password);
  const create = (payload: unknown, headers: Record<string, string>, status: number) =>
    step(
      'main',
      'createShortToken',
      { method: 'POST', url: '/admin/short_tokens', headers, payload: payload as object },
      status,
    );
  const forAdmin = await create(
    { username: ctx.passwords.admin.username },
    bearer(operator, { 'idempotency-key': `walk-${id}` }),
    201,
  );
  await create(
    { username: ctx.passwords.admin.username },
    bearer(operator, { 'idempotency-key': `walk-${id}` }),
    409,
  );
  await create({ username: 'no-such-user' }, bearer(operator), 404);
  await create({ username: '' }, bearer(operator), 400);
  await create({ username: reg.username }, bearer(admin), 403);
  await create({ username: reg.username }, {}, 401);
  const forSignIn = await create({ username: reg.username, ttl_seconds: 60 }, bearer(operator), 201);

  const exchange = (payload: unknown, status: number) =>
    auth('exchangeShortToken', '/token-exchange', payload, status);
  await exchange({ short_token: forSignIn.body.data.short_token, region_id: 'hn-1' }, 200);
  await exchange({ short_token: forSignIn.body.data.short_token }, 401);
  await exchange({ short_token: 'bad' }, 400);

  const waf = (token: string, headers: Record<string, string>, status: number) =>
    step(
      'waf',
      'getWafToken',
      {
        method: 'GET',
        url: `/waf/api/users/token?short_token=${token}&region_id=hn-1&project_id=walk-1`,
        headers,
      },
      status,
    );
  const adminToken = forAdmin.body.data.short_token as string;
  await waf(adminToken, bearer(member), 403);
  await waf(adminToken, {}, 401);
  await step(
    'waf',
    'getWafToken',
    {
      method: 'GET',
      url: '/waf/api/users/token?short_token=x&region_id=BAD&project_id=p',
      headers: bearer(admin),
    },
    400,
  );
  await waf(
    adminToken,
    bearer(admin, { 'x-resource-group-id': '00000000-0000-4000-8000-000000000000' }),
    404,
  );
  await waf(adminToken, bearer(admin), 200);
  await waf(adminToken, bearer(admin), 401);
}
