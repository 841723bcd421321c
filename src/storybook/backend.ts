// The fake backend behind src/api's clients in console stories: handlers a story sets up answer requests,
// then the defaults every console frame needs (the top bar's project list), anything else gets the provider's
// 404 envelope. Nothing reaches the network. Observers (`observeAnswers`) see every answer it gives: the story
// test run holds each one to openapi/ (tests/support/story-answers.ts).
import { storyScopes } from './fixtures';

export type BackendHandler = (request: Request) => Response | Promise<Response> | undefined;

/** Sees one answer the fake backend gave: the request it answered and a clone of the response. */
export type AnswerObserver = (request: Request, response: Response) => void;

/**
 * An answer a story gives on purpose although openapi/ does not allow it (say, a 500 with a body no server
 * sends, to show an error state), named in the story's parameters:
 * `parameters: { contract: { exempt: [{ method: 'GET', path: '/api/main/cdn/sites/{id}', status: 500, reason }] } }`.
 * `path` is the backend's mount and the contract's path template (the concrete path for an operation the
 * contract does not have). The story test run fails any other answer that breaks the contract, and an
 * exemption no answer of the story needed.
 */
export interface ContractExemption {
  method: string;
  path: string;
  status: number;
  /** Why the story needs the answer the server would never give. */
  reason: string;
}

/** The `contract` parameters of a story. */
export interface ContractParameters {
  exempt?: ContractExemption[];
}

/** A story's parameters that exempt these answers from the contract check. */
export function contractExemptions(...exempt: ContractExemption[]): { contract: ContractParameters } {
  return { contract: { exempt } };
}

/**
 * The exemption of a story that shows how the console meets a failing server: a 5xx answer, which the contracts
 * do not describe (they say what the server answers, not what a crashed process or a gateway in front of it
 * sends).
 */
export function serverFailure(method: string, path: string, status = 503): ContractExemption {
  return {
    method,
    path,
    status,
    reason: `shows the console's answer to a ${status} from a failing server or its gateway`,
  };
}

let handlers: BackendHandler[] = [];
const requests: Request[] = [];
const observers = new Set<AnswerObserver>();

/** Answer `method` requests whose path matches `pattern`. */
export function answer(
  method: string,
  pattern: RegExp,
  respond: (request: Request) => Response | Promise<Response>,
): BackendHandler {
  return (request) =>
    request.method === method && pattern.test(new URL(request.url).pathname) ? respond(request) : undefined;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The handlers of the current story (the first that answers wins). */
export function setBackend(...next: BackendHandler[]): void {
  handlers = next;
}

/** Requests the clients sent in the current story (clones, so their bodies can still be read). */
export function backendRequests(): readonly Request[] {
  return requests;
}

/** The requests the story's screen sent with this method to a path the pattern matches. */
export function sentRequests(method: string, pattern: RegExp): Request[] {
  return requests.filter((r) => r.method === method && pattern.test(new URL(r.url).pathname));
}

export function resetBackend(): void {
  handlers = [];
  requests.length = 0;
}

/** What the console frame asks on every story: answered unless the story answers it itself. */
const defaults: BackendHandler[] = [
  answer('GET', /\/user\/resource_groups_projects$/, () => json({ data: storyScopes })),
  // The command palette's record search finds nothing unless a story says otherwise.
  answer('GET', /\/api\/main\/search$/, () => json({ data: [], truncated: false })),
];

/**
 * Calls `observer` with every answer the fake backend gives from now on (the default 404 envelope included),
 * until the returned function is called. An answer that never comes (a pending promise) is never observed.
 */
export function observeAnswers(observer: AnswerObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

async function respond(request: Request): Promise<Response> {
  for (const handler of [...handlers, ...defaults]) {
    const response = await handler(request);
    if (response) return response;
  }
  return json({ message: 'Not found', status_code: 404, request_id: 'story-404' }, 404);
}

export async function backendFetch(request: Request): Promise<Response> {
  requests.push(request.clone());
  const response = await respond(request);
  for (const observer of observers) observer(request, response.clone());
  return response;
}
