// A fake server for the client-layer tests: a fetch stub that records every request and answers through
// the handler, or holds the answer until the test releases it (rejecting on abort, as fetch does).
import { vi, type Mock } from 'vitest';
import { createApiClients, type ApiClients, type TabCoordination } from '../../../src/api/client';
import { backendNames, type ConsoleConfig } from '../../../src/api/config';
import { resetSessionExpiry } from '../../../src/api/expiry';
import { resetApiHealth } from '../../../src/api/health';
import type { RefreshChannel } from '../../../src/api/tabs';

export const testConfig: ConsoleConfig = {
  backends: Object.fromEntries(
    backendNames.map((name) => [name, `http://test/api/${name}`]),
  ) as ConsoleConfig['backends'],
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export const emptyCdnPage = {
  data: [],
  page_info: { page: '1', per_page: 20, total_count: 0, total_pages: 0 },
};

interface Held {
  request: Request;
  respond: (response: Response) => void;
  fail: (error: unknown) => void;
}

export type Answer = (request: Request) => Response | Promise<Response> | 'hold';

export interface FakeServer {
  clients: ApiClients;
  /** Every request that reached the fetch, in order. */
  requests: Request[];
  /** Requests whose answer is held, in order. */
  held: Held[];
  navigate: Mock<(to: string) => void>;
  fetch: Mock<(request: Request) => Promise<Response>>;
}

/**
 * Build the clients against a fake server. `answer` returns a response, or 'hold' to answer later. The clients
 * are one tab; `tabs` shares fake Web Locks or a fake channel with other "tabs" (by default they share nothing).
 */
export function fakeServer(
  answer: Answer = () => json({}),
  tabs: TabCoordination = { locks: undefined, openChannel: () => undefined },
): FakeServer {
  const requests: Request[] = [];
  const held: Held[] = [];
  const navigate = vi.fn<(to: string) => void>();
  const fetch = vi.fn(async (request: Request): Promise<Response> => {
    requests.push(request);
    const answered = await answer(request);
    if (answered !== 'hold') return answered;
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) abort();
      else request.signal.addEventListener('abort', abort, { once: true });
      held.push({ request, respond: resolve, fail: reject });
    });
  });
  const clients = createApiClients(
    testConfig,
    {
      fetch,
      navigate,
      currentPath: () => '/cdn/sites?page=2',
    },
    tabs,
  );
  return { clients, requests, held, navigate, fetch };
}

export const profile = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'ada',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'administrator' as const,
  tenant_id: '00000000-0000-4000-8000-000000000002',
  tenant_name: 'Demo',
  permission: ['cdn:read', 'cdn:write'],
  currentGroupID: '00000000-0000-4000-8000-000000000003',
  enabled_services: ['cdn' as const],
  projects: [],
  resource_groups: [],
};

export function seedSession(): void {
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
  localStorage.setItem('fullToken', 'Bearer access-1');
  localStorage.setItem('loginType', 'password');
  localStorage.setItem('userData', JSON.stringify(profile));
  sessionStorage.setItem('resourceGroupId', 'group-1');
  sessionStorage.setItem('projectId', 'project-1');
}

/** Module state the tests share: the once-only session expiry and the error-state store. */
export function resetApiState(): void {
  resetSessionExpiry();
  resetApiHealth();
}

/** Let pending work run (real timers only; with fake timers use vi.advanceTimersByTimeAsync). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** Web Locks with one queue per lock name, shared by the "tabs" of a test. */
export function sharedLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const request = vi.fn((name: string, callback: () => unknown) => {
    const run = (queues.get(name) ?? Promise.resolve()).then(() => callback());
    queues.set(
      name,
      run.then(
        () => undefined,
        () => undefined,
      ),
    );
    return run;
  });
  return { request } as unknown as Pick<LockManager, 'request'> & { request: typeof request };
}

/** A BroadcastChannel between the "tabs" of a test: a message reaches every other open channel. */
export function sharedChannels() {
  const open: RefreshChannel[] = [];
  const posted: unknown[] = [];
  const openChannel = () => {
    const channel: RefreshChannel = {
      onmessage: null,
      postMessage: (message) => {
        posted.push(message);
        for (const other of open) if (other !== channel) other.onmessage?.({ data: message } as MessageEvent);
      },
      close: () => {
        open.splice(open.indexOf(channel), 1);
      },
    };
    open.push(channel);
    return channel;
  };
  return { openChannel, open, posted };
}
