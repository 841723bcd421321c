// Node side of the story answer check: one answer of the stories' fake backend (src/storybook/backend.ts),
// as the browser saw it, held to the contract of its backend with the server's own check (ContractValidator,
// server/src/plugins/response-contract.ts) — the same status, content-type and schema rules, and the same
// framework answers (413, 415, a 404 for a named scope, 404 `not_served`). Loaded lazily by the `storybook`
// project's browser command (story-contract-command.ts) and tested by tests/contract/story-fixtures.test.ts.
import { ContractValidator } from '../../server/src/plugins/response-contract.js';
import { BACKENDS, loadSpec } from '../../server/src/openapi.js';
import type { Backend, OpenApiDocument } from '../../server/src/openapi.js';
import type { StoryAnswer, StoryAnswerVerdict } from './story-contract.ts';

export interface StoryContracts {
  validator: ContractValidator;
  specs: ReadonlyMap<string, OpenApiDocument>;
}

/** The bundled contracts (server/generated/) of every backend the console talks to. */
export function loadStoryContracts(generatedDir?: string): StoryContracts {
  const specs = new Map<string, OpenApiDocument>(BACKENDS.map((b) => [b, loadSpec(b, generatedDir)]));
  return { validator: new ContractValidator(Object.fromEntries(specs)), specs };
}

/** The backend a URL's path is mounted under (/api/<backend>/…), as in the console's config. */
function backendOf(pathname: string): Backend | undefined {
  return BACKENDS.find((b) => pathname === `/api/${b}` || pathname.startsWith(`/api/${b}/`));
}

/** The operation's path template for a concrete path; a literal segment wins over a parameter. */
function templateOf(spec: OpenApiDocument, method: string, rest: string): string | undefined {
  let best: { template: string; params: number } | undefined;
  for (const [template, item] of Object.entries(spec.paths)) {
    if (!item[method.toLowerCase()]) continue;
    const re = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (!re.test(rest)) continue;
    const params = (template.match(/\{/g) ?? []).length;
    if (!best || params < best.params) best = { template, params };
  }
  return best?.template;
}

/** Checks one answer of the fake backend against its backend's contract; no errors keeps the contract. */
export function checkStoryAnswer(contracts: StoryContracts, answer: StoryAnswer): StoryAnswerVerdict {
  const { method, status } = answer;
  const pathname = new URL(answer.url).pathname;
  const backend = backendOf(pathname);
  if (!backend) {
    return {
      errors: [`${method} ${pathname}: not under /api/<backend> of any backend the console talks to`],
    };
  }
  const spec = contracts.specs.get(backend)!;
  const rest = pathname.slice(`/api/${backend}`.length) || '/';
  const path = templateOf(spec, method, rest);
  if (!path) return { backend, errors: [`${method} ${rest}: no such operation in the ${backend} contract`] };

  const contentType = (answer.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  let body: unknown;
  let unparsable = false;
  if (answer.text !== '') {
    try {
      body = JSON.parse(answer.text);
    } catch {
      body = answer.text;
      unparsable = true;
    }
  }
  const errors = contracts.validator.checkAnswer({
    backend,
    method,
    template: path,
    status,
    body,
    contentType,
    unparsable: unparsable && contentType.includes('json'),
    namedScope: answer.namedScope,
  });
  return { backend, path, errors };
}
