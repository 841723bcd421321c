// The operations the console calls, read from its source instead of listed by hand: every
// `api().<backend>.<METHOD>('<path>'` (or `api()['<backend>']…`) in src/ is a call site, deduplicated into
// (backend, method, path) operations and looked up in the backend's bundled contract
// (server/generated/<backend>.openapi.json, built from openapi/). The fault suites (tests/unit/faults/) run
// every operation found here, so a new call site is covered the day it lands. The operations a registry entry
// derives from its contract paths come from the registry itself (registry-operations.ts).
//
// A call the scanner cannot read (a client held in a variable, a path that is not a string literal, the
// untyped `.request(…)`) is reported in `unreadable`; the guard test fails on it rather than letting the
// operation go untested.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { backendNames, type BackendName } from '../../src/api/config';
import { registryCallSites } from './registry-operations';

export const repoRoot = path.resolve(__dirname, '../..');

export const httpMethods = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** One place in the source that calls an operation. */
export interface CallSite {
  /** Repository-relative path, '/'-separated. */
  file: string;
  line: number;
  backend: BackendName;
  method: HttpMethod;
  /** The OpenAPI path template as written ("/cdn/sites/{id}"). */
  path: string;
}

/** A method call on something that looks like an API client that the scanner could not read. */
export interface UnreadableCall {
  file: string;
  line: number;
  text: string;
}

/** One operation of a backend's contract, as the console calls it. */
export interface ConsoleOperation {
  backend: BackendName;
  method: HttpMethod;
  path: string;
  /** Where the source calls it ("src/areas/cdn/resources.ts:35", or the registry entry deriving it). */
  callSites: string[];
  /** From the contract; undefined when the contract has no such operation. */
  operationId: string | undefined;
  /** The contract's first 2xx answer (200 when it names none). */
  successStatus: number;
  /** Whether the contract's success answer has a body (a 204 has none). */
  successHasBody: boolean;
  /** Whether the operation takes a request body. */
  hasRequestBody: boolean;
}

const methodAlternation = httpMethods.join('|');
const backendIdentifier = /^[A-Za-z_$][\w$]*$/;

/**
 * `api().main.GET('/x'`, `api()['log-export'].POST(\n  '/y'`, and the client module's own
 * `auth.POST('/logout')` (an identifier named after a backend).
 */
const callPattern = new RegExp(
  String.raw`(?:\bapi\(\)\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*(['"])([\w-]+)\2\s*\])|\b(${backendNames
    .filter((name) => backendIdentifier.test(name))
    .join('|')}))\s*\.\s*(${methodAlternation})\s*\(\s*(['"])([^'"\n]*)\6`,
  'g',
);

/** Every `.METHOD(` call and every `api()….request(`: what must be a readable call site. */
const anyMethodCall = new RegExp(String.raw`\.\s*(${methodAlternation})\s*\(`, 'g');
const apiRequestCall = /\bapi\(\)\s*(?:\.\s*[\w$]+|\[[^\]]+\])\s*\.\s*request\s*\(/g;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

function isBackend(name: string): name is BackendName {
  return (backendNames as readonly string[]).includes(name);
}

/** Read the call sites of one source text (exported for the scanner's own test). */
export function scanSource(file: string, text: string): { sites: CallSite[]; unreadable: UnreadableCall[] } {
  const sites: CallSite[] = [];
  const unreadable: UnreadableCall[] = [];
  const readMethodAt = new Set<number>();
  for (const match of text.matchAll(callPattern)) {
    const backend = match[1] ?? match[3] ?? match[4] ?? '';
    const method = match[5] as HttpMethod;
    const start = match.index ?? 0;
    // Where `.METHOD(` begins inside the match, so the "any method call" pass can tell it was read.
    const methodOffset = match[0].search(new RegExp(String.raw`\.\s*${method}\s*\(`));
    if (!isBackend(backend)) {
      unreadable.push({ file, line: lineOf(text, start), text: match[0] });
      readMethodAt.add(start + methodOffset);
      continue;
    }
    readMethodAt.add(start + methodOffset);
    sites.push({ file, line: lineOf(text, start), backend, method, path: match[7] ?? '' });
  }
  for (const match of text.matchAll(anyMethodCall)) {
    const at = match.index ?? 0;
    if (readMethodAt.has(at)) continue;
    const end = text.indexOf('\n', at);
    unreadable.push({ file, line: lineOf(text, at), text: text.slice(at, end < 0 ? undefined : end).trim() });
  }
  for (const match of text.matchAll(apiRequestCall)) {
    unreadable.push({ file, line: lineOf(text, match.index ?? 0), text: match[0] });
  }
  unreadable.sort((a, b) => a.line - b.line);
  return { sites, unreadable };
}

/** Source files of the console that ship (no generated types, stories, tests or story fixtures). */
export function consoleSourceFiles(root = repoRoot): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === 'generated' || entry.name === '__screenshots__' || entry.name === 'storybook')
          continue;
        walk(full);
      } else if (
        /\.(ts|tsx)$/.test(entry.name) &&
        !/\.(test|stories|fixtures)\.(ts|tsx)$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts')
      ) {
        out.push(full);
      }
    }
  };
  walk(path.join(root, 'src'));
  return out.sort();
}

/** Every call site in the console's source, and the calls the scanner could not read. */
export function scanConsole(root = repoRoot): { sites: CallSite[]; unreadable: UnreadableCall[] } {
  const sites: CallSite[] = [];
  const unreadable: UnreadableCall[] = [];
  for (const file of consoleSourceFiles(root)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const found = scanSource(relative, readFileSync(file, 'utf8'));
    sites.push(...found.sites);
    unreadable.push(...found.unreadable);
  }
  return { sites, unreadable };
}

interface ContractOperation {
  operationId?: string;
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, unknown> } | undefined>;
}

type Contract = { paths?: Record<string, Record<string, ContractOperation | undefined> | undefined> };

const contracts = new Map<BackendName, Contract>();

/** The bundled contract of a backend (server/generated/<backend>.openapi.json, built from openapi/). */
export function contractOf(backend: BackendName, root = repoRoot): Contract {
  let contract = contracts.get(backend);
  if (!contract) {
    const file = path.join(root, 'server', 'generated', `${backend}.openapi.json`);
    contract = JSON.parse(readFileSync(file, 'utf8')) as Contract;
    contracts.set(backend, contract);
  }
  return contract;
}

/** The contract's operation, or undefined when the backend's contract has none at that method and path. */
export function contractOperation(
  backend: BackendName,
  method: string,
  schemaPath: string,
): ContractOperation | undefined {
  return contractOf(backend).paths?.[schemaPath]?.[method.toLowerCase()];
}

function successOf(operation: ContractOperation | undefined): { status: number; hasBody: boolean } {
  const codes = Object.keys(operation?.responses ?? {})
    .filter((code) => /^2\d\d$/.test(code))
    .sort();
  const code = codes[0] ?? '200';
  const status = Number(code);
  const answer = operation?.responses?.[code];
  return { status, hasBody: status !== 204 && !!answer?.content };
}

/** The operations the console calls, one per (backend, method, path), in a stable order. */
export function consoleOperations(root = repoRoot): ConsoleOperation[] {
  const byKey = new Map<string, ConsoleOperation>();
  for (const site of [...scanConsole(root).sites, ...registryCallSites()]) {
    const key = `${site.backend} ${site.method} ${site.path}`;
    const where = `${site.file}:${site.line}`;
    const known = byKey.get(key);
    if (known) {
      known.callSites.push(where);
      continue;
    }
    const operation = contractOperation(site.backend, site.method, site.path);
    const success = successOf(operation);
    byKey.set(key, {
      backend: site.backend,
      method: site.method,
      path: site.path,
      callSites: [where],
      operationId: operation?.operationId,
      successStatus: success.status,
      successHasBody: success.hasBody,
      hasRequestBody: !!operation?.requestBody,
    });
  }
  return [...byKey.values()].sort((a, b) =>
    `${a.backend} ${a.path} ${a.method}`.localeCompare(`${b.backend} ${b.path} ${b.method}`),
  );
}

/** A name for test titles: "main GET /cdn/sites (listSites)". */
export function operationLabel(operation: ConsoleOperation): string {
  const id = operation.operationId ? ` (${operation.operationId})` : '';
  return `${operation.backend} ${operation.method} ${operation.path}${id}`;
}

/** Path parameters filled with placeholder values ("/cdn/sites/{id}" → { id: 'p-id' }). */
export function placeholderPathParams(schemaPath: string): Record<string, string> {
  return Object.fromEntries([...schemaPath.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1], `p-${m[1]}`]));
}
