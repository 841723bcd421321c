// Signed-in sessions made through the API and handed to browser contexts, so that a test which is not about
// signing in starts signed in without going through the sign-in form. Each account signs in once per worker
// (POST /api/auth/login, as the form does); every test that asks for it gets what a sign-in through the form
// leaves in the browser: the session cookie and the localStorage keys of src/api/session.ts, with the profile
// read afresh for that test (a test may have changed it). sessionStorage stays empty, as in a new tab of a
// signed-in person: requests then go to the resource group the profile names as current, as after a sign-in.
//
// Rules the sharing keeps:
// - The server rotates the refresh token on every renewal and ends the session when a rotated one is used
//   again after a short grace window. Only the worker renews the shared tokens, between tests, and a browser is
//   given an access token that outlives its test, so the page never needs to renew it.
// - A test that leaves other tokens in its browser than it was given (renewed, signed out, ended by a 401,
//   signed in as someone else) may have used the session up: the next test asking for that account signs it
//   in afresh. A session ended behind the browser's back shows when its profile is read: signed in afresh too.
import type { APIRequest, APIRequestContext, APIResponse, BrowserContext } from '@playwright/test';

export interface Account {
  username: string;
  password: string;
}

interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: string;
  login_type: string;
}

interface Session {
  /** The account's own API client: it holds the session cookie as the browser would. */
  api: APIRequestContext;
  tokens: TokenPair;
}

/**
 * A shared access token is renewed before it is handed out when it ends within this: longer than a test runs
 * on one page load (the console renews on its own every 10 minutes of a page, src/api/refresh.ts).
 */
const RENEW_WITHIN_MS = 10 * 60_000;

/** When a JWT access token ends (ms since the epoch). */
function accessTokenEnd(token: string): number {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
  };
  return claims.exp * 1000;
}

async function tokensFrom(res: APIResponse, what: string): Promise<TokenPair> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as TokenPair;
}

export class SharedSessions {
  private readonly sessions = new Map<string, Session>();
  /** The browser contexts given a session, with the account and the refresh token they were given. */
  private readonly given = new Map<BrowserContext, { username: string; refreshToken: string }>();
  constructor(
    private readonly requests: APIRequest,
    private readonly baseURL: string,
  ) {}

  /** Put `who`'s session into `context`, before any of its pages opens a console address. */
  async install(context: BrowserContext, who: Account): Promise<void> {
    await this.settle(context);
    const { session, profile } = await this.withProfile(who);
    const { tokens } = session;
    const localStorage = [
      { name: 'accessToken', value: tokens.access_token },
      { name: 'refreshToken', value: tokens.refresh_token },
      { name: 'fullToken', value: `${tokens.token_type} ${tokens.access_token}` },
      { name: 'loginType', value: tokens.login_type },
      { name: 'userData', value: JSON.stringify(profile) },
    ];
    const { cookies } = await session.api.storageState();
    await context.setStorageState({ cookies, origins: [{ origin: this.baseURL, localStorage }] });
    this.given.set(context, { username: who.username, refreshToken: tokens.refresh_token });
  }

  /** The account's session (signed in now if it has none) with an access token that outlives a test. */
  async session(who: Account): Promise<Session> {
    const held = this.sessions.get(who.username);
    if (!held) return this.signIn(who);
    if (accessTokenEnd(held.tokens.access_token) - Date.now() > RENEW_WITHIN_MS) return held;
    const renewed = await held.api.post('/api/auth/refresh', {
      data: { refreshToken: held.tokens.refresh_token },
    });
    if (!renewed.ok()) return this.signIn(who);
    held.tokens = await tokensFrom(renewed, `renewal of ${who.username}`);
    return held;
  }

  /** The session and its profile as GET /api/main/user answers now; a session the server ended is replaced. */
  private async withProfile(who: Account): Promise<{ session: Session; profile: unknown }> {
    for (let attempt = 0; ; attempt += 1) {
      const session = await this.session(who);
      const res = await session.api.get('/api/main/user', {
        headers: { Authorization: `Bearer ${session.tokens.access_token}` },
      });
      if (res.ok()) return { session, profile: ((await res.json()) as { data: unknown }).data };
      if (res.status() !== 401 || attempt > 0)
        throw new Error(`profile of ${who.username}: ${res.status()} ${await res.text()}`);
      await this.forget(who.username);
    }
  }

  private async signIn(who: Account): Promise<Session> {
    await this.forget(who.username);
    const api = await this.requests.newContext({ baseURL: this.baseURL });
    // Only what sign-in takes: the server refuses a property it does not declare.
    const res = await api.post('/api/auth/login', {
      data: { username: who.username, password: who.password },
    });
    const tokens = await tokensFrom(res, `sign-in of ${who.username}`).catch(async (error: unknown) => {
      await api.dispose();
      throw error;
    });
    const session = { api, tokens };
    this.sessions.set(who.username, session);
    return session;
  }

  private async forget(username: string): Promise<void> {
    const session = this.sessions.get(username);
    this.sessions.delete(username);
    await session?.api.dispose();
  }

  /**
   * After a test (and before a context gets another session): if its browser holds another refresh token than
   * it was given, the shared session may be used up, and is not handed out again.
   */
  async settle(context: BrowserContext): Promise<void> {
    const given = this.given.get(context);
    if (!given) return;
    this.given.delete(context);
    const origin = (await context.storageState().catch(() => undefined))?.origins.find(
      (o) => o.origin === this.baseURL,
    );
    const stored = origin?.localStorage.find((item) => item.name === 'refreshToken')?.value;
    if (stored !== given.refreshToken) await this.forget(given.username);
  }

  async dispose(): Promise<void> {
    for (const username of [...this.sessions.keys()]) await this.forget(username);
  }
}
