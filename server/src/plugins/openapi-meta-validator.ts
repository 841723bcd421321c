// fastify-openapi-glue checks each contract against the OpenAPI meta-schema with a new
// @seriousme/openapi-schema-validator `Validator`, and every instance compiles that meta-schema with Ajv
// again: ~50 ms per backend. Compiling it even once was ~0.7 s of a server start and checking the ten
// contracts against it ~0.2 s more, for contracts that change only when `npm run gen` rewrites them. So:
//   - the compiled meta-schema validator depends only on the OpenAPI version: one compile per version, shared
//     by all instances, and only when a contract actually has to be checked;
//   - a contract that passed the meta-schema is remembered by a hash of its content (and of the validator's
//     version) under node_modules/.cache; the same content is not checked against the meta-schema again.
//     Any change to a contract changes its hash, so it is checked again; a contract that fails is never
//     remembered. The library still checks every $ref of every contract on every start, and Redocly lints
//     the sources in `npm test`.
// `getAjvValidator` is the library's own per-instance cache (not in its typings; the version is pinned, and
// openapi-meta-validator.test.ts fails if an upgrade renames or bypasses it).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { repoRoot } from '../config.js';

type MetaValidator = ((document: unknown) => boolean) & { errors?: unknown };
interface WithMetaCache {
  getAjvValidator(version: string): MetaValidator;
}

export const defaultRememberDir = path.join(
  repoRoot,
  'node_modules',
  '.cache',
  'console-server',
  'openapi-valid',
);

const prototype = Validator.prototype as unknown as WithMetaCache;
const compiled = new Map<string, MetaValidator>();
const shared = new Map<string, MetaValidator>();
let installed = false;
let rememberDir = defaultRememberDir;
let checks = 0;

/** How many documents were really checked against a meta-schema in this process (tests read it). */
export function metaSchemaChecks(): number {
  return checks;
}

let libVersionCache: string | undefined;
/** The installed validator's version (its package.json is not exported, so found from its entry point). */
function libVersion(): string {
  if (libVersionCache) return libVersionCache;
  let dir = path.dirname(createRequire(import.meta.url).resolve('@seriousme/openapi-schema-validator'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@seriousme/openapi-schema-validator') return (libVersionCache = pkg.version ?? '?');
    }
    const parent = path.dirname(dir);
    if (parent === dir) return (libVersionCache = '?');
    dir = parent;
  }
}

function contentKey(version: string, document: unknown): string {
  return createHash('sha256')
    .update(`${libVersion()}\n${version}\n`)
    .update(JSON.stringify(document))
    .digest('hex');
}

function remembered(key: string): boolean {
  return fs.existsSync(path.join(rememberDir, key));
}

function remember(key: string): void {
  try {
    fs.mkdirSync(rememberDir, { recursive: true });
    fs.writeFileSync(path.join(rememberDir, key), '');
  } catch {
    // A read-only cache only costs the check on the next start.
  }
}

/**
 * Installs the shared, remembering meta-schema validator (idempotent). `dir` is where passing contracts are
 * remembered (tests pass their own).
 */
export function shareOpenApiMetaValidator(dir: string = defaultRememberDir): void {
  rememberDir = dir;
  if (installed) return;
  installed = true;
  const compileOwn = prototype.getAjvValidator;
  prototype.getAjvValidator = function getShared(this: WithMetaCache, version: string) {
    let validate = shared.get(version);
    if (!validate) {
      const real = () => {
        let fn = compiled.get(version);
        if (!fn) {
          fn = compileOwn.call(this, version);
          compiled.set(version, fn);
        }
        return fn;
      };
      const check: MetaValidator = (document: unknown) => {
        const key = contentKey(version, document);
        if (remembered(key)) {
          check.errors = null;
          return true;
        }
        checks++;
        const fn = real();
        const ok = fn(document);
        check.errors = fn.errors;
        if (ok) remember(key);
        return ok;
      };
      validate = check;
      shared.set(version, validate);
    }
    return validate;
  };
}
