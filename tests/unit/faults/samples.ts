// A value made from a JSON schema (a resource's record schema, or an answer's schema in a backend's contract):
// every property filled, the first allowed value where the schema lists them, numbers 1 where allowed, the fewest
// items an array may have, so that a screen reading it gets the shape the schema promises.
import type { RJSFSchema } from '@rjsf/utils';
import { resolveSchema } from '../../../src/engine/schema';

/** The id every sample record has (a uuid field takes it too). */
export const recordId = '0f0f0f0f-0000-4000-8000-00000000fa17';

const formatSamples: Record<string, string> = {
  'date-time': '2025-01-02T03:04:05Z',
  date: '2025-01-02',
  time: '03:04:05Z',
  uri: 'https://origin.example.com',
  url: 'https://origin.example.com',
  email: 'probe@example.com',
  hostname: 'probe.example.com',
  ipv4: '192.0.2.10',
  ipv6: '2001:db8::10',
  uuid: recordId,
};

/** A value of `schema`, its `$ref`s resolved against `root`; objects nest at most a few levels deep. */
export function sampleOf(schema: RJSFSchema, root: RJSFSchema, depth = 0): unknown {
  const s = resolveSchema(schema, root);
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum.find((v) => v !== null) ?? s.enum[0];
  if (s.default !== undefined) return s.default;
  const variants = (s.oneOf ?? s.anyOf) as RJSFSchema[] | undefined;
  if (variants?.length) return sampleOf(variants[0]!, root, depth + 1);
  const parts = (s.allOf ?? []) as RJSFSchema[];
  const types = Array.isArray(s.type) ? s.type : [s.type];
  const type = types.find((t) => t && t !== 'null') ?? (s.properties || parts.length ? 'object' : undefined);
  switch (type) {
    case 'string':
      return (s.format && formatSamples[s.format]) ?? 'sample';
    case 'integer':
    case 'number':
      // 1 where allowed: a count of one shows the screen's data, where zero would show its empty state.
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? Number.POSITIVE_INFINITY);
    case 'boolean':
      return false;
    case 'array': {
      const items = (Array.isArray(s.items) ? s.items[0] : s.items) as RJSFSchema | undefined;
      const count = depth > 3 || !items ? 0 : (s.minItems ?? 0);
      return Array.from({ length: count }, () => sampleOf(items!, root, depth + 1));
    }
    case 'object': {
      if (depth > 3) return {};
      const properties = (s.properties ?? {}) as Record<string, RJSFSchema>;
      const merged = parts.map((part) => sampleOf(part, root, depth) as Record<string, unknown>);
      return Object.assign(
        {},
        ...merged,
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, sampleOf(value, root, depth + 1)]),
        ),
      );
    }
    default:
      return null;
  }
}
