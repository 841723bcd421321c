// Vite build plugin: the console's form schemas ship without their `description`s. Those texts document the
// API; every text a form shows comes from the resource catalogues (locales/*/resources/<area>.json), and the unit
// suite (tests/unit/registry/shown-texts.test.tsx), which renders the schemas with their descriptions, fails
// if one ever reaches the screen. Leaving them out of the build changes nothing on screen and keeps each
// resource's share of the console frame small. Validation is unaffected: the precompiled validators are
// separate modules, looked up by `$id`.
import type { Plugin } from 'vite';

const FORM_SCHEMA = /[\\/]src[\\/]engine[\\/]generated[\\/].+\.form-schema\.json$/;
/** Keywords whose values are data (a default record may well have a "description"), not schemas. */
const DATA_KEYWORDS = new Set(['default', 'const', 'enum', 'examples']);

/** A copy of a JSON value without the `description` keyword of any schema in it. */
function withoutDescriptions(value: unknown, inProperties = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutDescriptions(item));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    // Under `properties` (or `$defs`) a key names a field or a definition, even one called "description".
    if (key === 'description' && !inProperties && typeof child === 'string') continue;
    if (DATA_KEYWORDS.has(key) && !inProperties) out[key] = child;
    else
      out[key] = withoutDescriptions(
        child,
        key === 'properties' || key === '$defs' || key === 'patternProperties',
      );
  }
  return out;
}

export function schemaDescriptions(): Plugin {
  return {
    name: 'schema-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!FORM_SCHEMA.test(id.split('?')[0]!)) return null;
      return { code: JSON.stringify(withoutDescriptions(JSON.parse(code))), map: null };
    },
  };
}

export { withoutDescriptions };
