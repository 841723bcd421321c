// The fake backend behind src/api's clients in console stories: handlers a story sets up answer requests,
// then the defaults every console frame needs (the top bar's project list), anything else gets the provider's
// 404 envelope. Nothing reaches the network.
import { storyScopes } from './fixtures';

export type BackendHandler = (request: Request) => Response | Promise<Response> | undefined;

let handlers: BackendHandler[] = [];
const requests: Request[] = [];

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

export function resetBackend(): void {
  handlers = [];
  requests.length = 0;
}

/** What the console frame asks on every story: answered unless the story answers it itself. */
const defaults: BackendHandler[] = [
  answer('GET', /\/user\/resource_groups_projects$/, () => json({ data: storyScopes })),
];

export async function backendFetch(request: Request): Promise<Response> {
  requests.push(request.clone());
  for (const handler of [...handlers, ...defaults]) {
    const response = await handler(request);
    if (response) return response;
  }
  return json({ message: 'Not found', status_code: 404, request_id: 'story-404' }, 404);
}
