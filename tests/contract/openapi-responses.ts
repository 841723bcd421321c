// Validates real server answers against the bundled contracts: the status must be one the operation
// documents and the body must match that response's schema (Ajv 2020, the contracts' dialect).
import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

type Json = Record<string, unknown>;
const root = path.resolve(__dirname, '..', '..');
const escape = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');

export class ContractValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  private readonly specs = new Map<string, Json>();
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(backends: string[]) {
    addFormats(this.ajv);
    for (const backend of backends) {
      const spec = JSON.parse(
        fs.readFileSync(path.join(root, 'server/generated', `${backend}.openapi.json`), 'utf8'),
      );
      this.specs.set(backend, spec);
      this.ajv.addSchema(spec, `${backend}.json`);
    }
  }

  /** The spec's operation for a concrete URL like /api/main/cdn/sites/123?x=1. */
  private findOperation(backend: string, method: string, url: string) {
    const spec = this.specs.get(backend)!;
    const pathname = new URL(url, 'http://x').pathname.replace(`/api/${backend}`, '') || '/';
    for (const [template, item] of Object.entries(spec.paths as Json)) {
      const re = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      const op = (item as Json)[method.toLowerCase()];
      if (re.test(pathname) && op) return { template, op: op as Json };
    }
    return null;
  }

  /** Returns the problems found; an empty list means the answer keeps the contract. */
  check(backend: string, method: string, url: string, status: number, body: unknown): string[] {
    const found = this.findOperation(backend, method, url);
    if (!found) return [`${method} ${url}: no such operation in ${backend}`];
    const responses = found.op.responses as Json;
    if (!responses[String(status)])
      return [`${method} ${found.template}: status ${status} is not documented`];
    let pointer = `#/paths/${escape(found.template)}/${method.toLowerCase()}/responses/${status}`;
    let response = responses[String(status)] as Json;
    while (typeof response.$ref === 'string') {
      pointer = response.$ref;
      response = pointer
        .slice(2)
        .split('/')
        .reduce<Json>(
          (node, key) => node[key.replaceAll('~1', '/').replaceAll('~0', '~')] as Json,
          this.specs.get(backend)!,
        );
    }
    const content = response.content as Json | undefined;
    if (!content?.['application/json']) return body === undefined || body === '' ? [] : [];
    const ref = `${backend}.json${pointer}/content/application~1json/schema`;
    let validate = this.cache.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.cache.set(ref, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${method} ${found.template} ${status}: ${e.instancePath} ${e.message}`,
    );
  }
}
