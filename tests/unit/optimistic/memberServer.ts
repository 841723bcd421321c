// A model of the main backend's member endpoints for the optimistic-update tests, behind the real client
// middleware (an injected fetch). It runs each request when it arrives (writes in arrival order, as one
// server would) and holds every answer until the test delivers it, so latency and answer order are the
// test's to choose; an aborted request rejects at once, as fetch does, while the server keeps what it did.
//
// Writes meet a planned outcome each (cycled): ok, a refusal (409), a 500/503, a lost connection (the
// server did nothing), or no answer at all — applied or not — so that the client's timeout fires.
// Idempotency-Key works as on the real server: a repeat of a stored key answers the stored answer.
import type { Member } from '../../../src/areas/profile/profileApi';
import { member } from '../../../src/areas/profile/profile.fixtures';

export type WriteOutcome =
  'ok' | 'refused' | 'error500' | 'error503' | 'network' | 'lostApplied' | 'lostUnapplied';
export const writeOutcomes: readonly WriteOutcome[] = [
  'ok',
  'refused',
  'error500',
  'error503',
  'network',
  'lostApplied',
  'lostUnapplied',
];

export const refusalMessage = 'The tenant needs at least one active administrator.';

interface Held {
  request: Request;
  kind: 'read' | 'write';
  /** Delivers the answer (or the connection error). Absent: this request never gets one. */
  deliver?: () => void;
  aborted: boolean;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export function makeMembers(count: number): Member[] {
  return Array.from({ length: count }, (_, i) =>
    member({
      id: `cccccccc-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      username: `user-${String(i + 1).padStart(2, '0')}`,
      status: i % 2 === 0 ? 'active' : 'disabled',
    }),
  );
}

export class MemberServer {
  readonly members: Member[];
  private readonly versions = new Map<string, number>();
  private readonly stored = new Map<string, { status: number; body: unknown; etag?: string }>();
  private cursor = 0;
  /** Answers not delivered yet, in arrival order (aborted ones are taken out). */
  readonly held: Held[] = [];
  /** Every status write that reached the server, in order. */
  readonly writes: Request[] = [];
  readonly reads: Request[] = [];
  /** Planned write outcomes consumed so far. */
  readonly consumed: WriteOutcome[] = [];

  constructor(
    members: Member[],
    private outcomes: readonly WriteOutcome[] = ['ok'],
  ) {
    this.members = members.map((m) => ({ ...m }));
    for (const m of this.members) this.versions.set(m.id, 1);
  }

  /** A new plan of write outcomes (the members keep their state). */
  plan(outcomes: readonly WriteOutcome[]): void {
    this.outcomes = outcomes;
    this.cursor = 0;
    this.consumed.length = 0;
  }

  status(id: string): Member['status'] {
    return this.members.find((m) => m.id === id)!.status;
  }

  /** Held answers that can still be delivered. */
  deliverable(kind?: Held['kind']): Held[] {
    return this.held.filter((h) => h.deliver && !h.aborted && (!kind || h.kind === kind));
  }

  /** Delivers the `index`-th deliverable answer (modulo their count); false when there is none. */
  deliver(index: number, kind?: Held['kind']): boolean {
    const ready = this.deliverable(kind);
    if (ready.length === 0) return false;
    const held = ready[index % ready.length]!;
    this.held.splice(this.held.indexOf(held), 1);
    held.deliver!();
    return true;
  }

  private etag(id: string) {
    return `"${id.slice(0, 8)}.${this.versions.get(id)}"`;
  }

  private nextOutcome(): WriteOutcome {
    const outcome = this.outcomes[this.cursor % this.outcomes.length]!;
    this.cursor += 1;
    this.consumed.push(outcome);
    return outcome;
  }

  private run(request: Request, bodyText: string): { kind: Held['kind']; answer?: () => Response | Error } {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/main/, '');
    if (request.method === 'GET' && path === '/tenant/members') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const perPage = Number(url.searchParams.get('per_page') ?? '20');
      const items = this.members.slice((page - 1) * perPage, page * perPage).map((m) => ({ ...m }));
      const body = {
        data: items,
        page_info: {
          page: String(page),
          per_page: perPage,
          total_count: this.members.length,
          total_pages: Math.max(1, Math.ceil(this.members.length / perPage)),
        },
      };
      return { kind: 'read', answer: () => json(body) };
    }
    const one = /^\/tenant\/member\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && one) {
      const found = this.members.find((m) => m.id === one[1]);
      if (!found)
        return { kind: 'read', answer: () => json({ message: 'No such member.', status_code: 404 }, 404) };
      const body = { data: { ...found } };
      const etag = this.etag(found.id);
      return { kind: 'read', answer: () => json(body, 200, { ETag: etag }) };
    }
    const status = /^\/tenant\/member\/([^/]+)\/status$/.exec(path);
    if (request.method === 'PUT' && status) {
      this.writes.push(request);
      const id = status[1]!;
      const key = request.headers.get('Idempotency-Key') ?? '';
      const replay = key ? this.stored.get(key) : undefined;
      if (replay) {
        return {
          kind: 'write',
          answer: () => json(replay.body, replay.status, replay.etag ? { ETag: replay.etag } : {}),
        };
      }
      const found = this.members.find((m) => m.id === id)!;
      const apply = () => {
        const { status: next } = JSON.parse(bodyText) as { status: Member['status'] };
        (found as { status: Member['status'] }).status = next;
        this.versions.set(id, (this.versions.get(id) ?? 0) + 1);
        const body = { data: { ...found } };
        const etag = this.etag(id);
        if (key) this.stored.set(key, { status: 200, body, etag });
        return { body, etag };
      };
      switch (this.nextOutcome()) {
        case 'ok': {
          const { body, etag } = apply();
          return { kind: 'write', answer: () => json(body, 200, { ETag: etag }) };
        }
        case 'refused':
          return {
            kind: 'write',
            answer: () =>
              json(
                {
                  message: refusalMessage,
                  code: 'last_administrator',
                  status_code: 409,
                  request_id: 'req-409',
                },
                409,
              ),
          };
        case 'error500':
          return {
            kind: 'write',
            answer: () => json({ message: 'Internal error', status_code: 500, request_id: 'req-500' }, 500),
          };
        case 'error503':
          return { kind: 'write', answer: () => new Response('unavailable', { status: 503 }) };
        case 'network':
          return { kind: 'write', answer: () => new TypeError('Failed to fetch') };
        case 'lostApplied':
          apply();
          return { kind: 'write' };
        case 'lostUnapplied':
          return { kind: 'write' };
      }
    }
    return { kind: 'read', answer: () => json({ message: 'Not found', status_code: 404 }, 404) };
  }

  /** The injected fetch. */
  fetch = (request: Request): Promise<Response> => {
    // One request at a time, in arrival order (reading a body takes a turn of its own).
    const text = request.method === 'GET' ? Promise.resolve('') : request.clone().text();
    const ran = this.queue.then(async () => this.run(request, await text));
    this.queue = ran.then(() => undefined);
    return ran.then(({ kind, answer }) => this.hold(request, kind, answer));
  };

  private queue: Promise<void> = Promise.resolve();

  /** Answer reads at once instead of holding them (while a screen first loads). */
  answerReadsAtOnce = false;

  private hold(request: Request, kind: Held['kind'], answer?: () => Response | Error): Promise<Response> {
    if (kind === 'read') this.reads.push(request);
    if (kind === 'read' && this.answerReadsAtOnce && answer) return Promise.resolve(answer() as Response);
    return new Promise<Response>((resolve, reject) => {
      const held: Held = { request, kind, aborted: false };
      if (answer) {
        held.deliver = () => {
          const value = answer();
          if (value instanceof Error) reject(value);
          else resolve(value);
        };
      }
      const abort = () => {
        held.aborted = true;
        const at = this.held.indexOf(held);
        if (at >= 0) this.held.splice(at, 1);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      };
      if (request.signal.aborted) {
        abort();
        return;
      }
      request.signal.addEventListener('abort', abort, { once: true });
      this.held.push(held);
    });
  }
}
