// Sign-in names are one namespace for the whole platform, and nobody can block a name without owning it: a
// self-registration still waiting for its address holds no name (the first confirmed keeps it), a registration
// of someone else's address gains nothing from the owner's own registration, and a tenant's IAM login names
// (`<tenant slug>_<name>`) can meet neither another tenant's nor a person's name.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, countRows, createTestApp, errorBody, login } from './helpers.js';
import type { BackendKind, TestContext, Tokens } from './helpers.js';
import { lastMail, linkOf, STRONG_PASSWORD } from './identity-support.js';

describe.each(BACKENDS)('sign-in names (%s)', (kind: BackendKind) => {
  let ctx: TestContext;
  let admin: Tokens;
  let now = Date.now();
  let counter = 0;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { clock: () => new Date(now) });
    admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
  });
  afterAll(() => ctx.close());
  // Past every registration and mail limit of the test before.
  beforeEach(() => {
    now += 2 * 3600_000;
  });

  const unique = () => `${Date.now().toString(36)}${++counter}`;
  const registration = (over: { username?: string; email?: string; password?: string } = {}) => {
    const id = unique();
    return {
      tenant_name: `org-${id}`,
      username: over.username ?? `owner${id}`,
      email: over.email ?? `owner-${id}@example.com`,
      password: over.password ?? STRONG_PASSWORD,
      accept_terms: true,
    };
  };
  const register = (body: ReturnType<typeof registration>, ip = '198.51.100.7') =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: ip });
  const latestLink = async (email: string) => linkOf(await lastMail(ctx.app, email, 'verify_email')).token;
  const verify = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const signIn = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('MUST let a registration waiting for its address hold no username: the first confirmed keeps it', async () => {
    const name = `shared${unique()}`;
    const first = registration({ username: name });
    const second = registration({ username: name });
    expect((await register(first)).statusCode).toBe(202);
    const firstLink = await latestLink(first.email);
    // The same name again, while the first waits: accepted, not "taken".
    expect((await register(second, '198.51.100.8')).statusCode).toBe(202);
    const tenants = await countRows(ctx.db, 'tenants');

    expect((await verify(await latestLink(second.email))).statusCode).toBe(200);
    expect((await signIn(name, second.password)).statusCode).toBe(200);

    // The first, confirmed later, lost the name: void, its tenant gone, and it says why.
    const late = await verify(firstLink);
    expect(late.statusCode).toBe(409);
    expect(errorBody(late).code).toBe('username_taken');
    expect(await countRows(ctx.db, 'tenants')).toBe(tenants - 1);
    // Now the name is held: a new registration is told at once.
    const again = await register(registration({ username: name.toUpperCase() }), '198.51.100.9');
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).code).toBe('username_taken');
  });

  it('MUST NOT let an unconfirmed registration block a member invited under its name', async () => {
    const name = `invitee${unique()}`;
    expect((await register(registration({ username: name }))).statusCode).toBe(202);
    const available = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/verify_username_and_email',
      headers: bearer(admin),
      payload: { username: name, email: `${name}@example.com` },
    });
    expect(available.json().data.username_available).toBe(true);
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/tenant/invite_member',
      headers: bearer(admin, { 'idempotency-key': `invite-${name}` }),
      payload: { username: name, email: `${name}@example.com`, role: 'customer' },
    });
    expect(invited.statusCode).toBe(201);
  });

  it("MUST give whoever registered someone else's address nothing from the owner's registration", async () => {
    const email = `victim-${unique()}@example.com`;
    const squatter = registration({ email, password: 'Squatter!Passw0rd1' });
    expect((await register(squatter)).statusCode).toBe(202);
    // The owner registers their own address: a registration of their own, with their own link and password.
    const owner = registration({ email });
    expect((await register(owner, '198.51.100.8')).statusCode).toBe(202);
    expect((await verify(await latestLink(email))).statusCode).toBe(200);
    expect((await signIn(owner.username, owner.password)).statusCode).toBe(200);
    // The squatter's registration is still unconfirmed: its password opens nothing.
    const squat = await signIn(squatter.username, squatter.password);
    expect(squat.statusCode).toBe(401);
    expect(errorBody(squat).code).toBe('email_not_verified');
  });

  it('MUST tell a registrant whose name another registration shares to confirm the address', async () => {
    const name = `twin${unique()}`;
    const one = registration({ username: name, password: 'One!Passw0rd-123' });
    const two = registration({ username: name, password: 'Two!Passw0rd-456' });
    expect((await register(one)).statusCode).toBe(202);
    expect((await register(two, '198.51.100.8')).statusCode).toBe(202);
    for (const r of [one, two])
      expect(errorBody(await signIn(name, r.password)).code).toBe('email_not_verified');
    expect((await signIn(name, 'Wrong!Passw0rd-789')).statusCode).toBe(401);
  });

  it("MUST name a tenant's IAM users after its slug, and refuse '_' in a person's new name", async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/iam/users',
      headers: bearer(admin, { 'idempotency-key': `iam-${unique()}` }),
      payload: { username: 'auditor7', role: 'customer', password: STRONG_PASSWORD },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.login_name).toBe('demo-telecom-tenant_auditor7');

    // A person cannot take (or pass for) that name: '_' is refused in registrations and invitations.
    const taken = await register(registration({ username: 'demo-telecom-tenant_auditor8' }));
    expect(taken.statusCode).toBe(400);
    expect(errorBody(taken).errors?.map((e) => e.path)).toEqual(['/body/username']);
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/main/tenant/invite_member',
      headers: bearer(admin, { 'idempotency-key': `invite-${unique()}` }),
      payload: { username: 'demo-telecom-tenant_auditor8', email: 'a8@example.com', role: 'customer' },
    });
    expect(invited.statusCode).toBe(400);
  });
});
