// fastify-openapi-glue checks each contract against the OpenAPI meta-schema with a new
// @seriousme/openapi-schema-validator `Validator`, and every instance compiles that meta-schema with Ajv
// again: ~50 ms per backend, about half a second of every server start for ten backends. The compiled
// meta-schema validator depends only on the OpenAPI version, so one compile per version is shared by all
// instances. Contracts are still checked on every start (and linted by Redocly in `npm test`).
// `getAjvValidator` is the library's own per-instance cache (not in its typings; the version is pinned, and
// openapi-meta-validator.test.ts fails if an upgrade renames or bypasses it).
import { Validator } from '@seriousme/openapi-schema-validator';

type MetaValidator = (document: unknown) => boolean;
interface WithMetaCache {
  getAjvValidator(version: string): MetaValidator;
}

const prototype = Validator.prototype as unknown as WithMetaCache;
const compiled = new Map<string, MetaValidator>();
let installed = false;

export function shareOpenApiMetaValidator(): void {
  if (installed) return;
  installed = true;
  const compileOwn = prototype.getAjvValidator;
  prototype.getAjvValidator = function getShared(this: WithMetaCache, version: string) {
    let validate = compiled.get(version);
    if (!validate) {
      validate = compileOwn.call(this, version);
      compiled.set(version, validate);
    }
    return validate;
  };
}
