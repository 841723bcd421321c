// fast-check arbitraries derived from the contracts' JSON Schemas: values meant to be valid and mutations
// meant to be invalid. They only aim; the harnesses classify every generated value with Ajv (the same dialect
// the server validates with), so a value is called valid or invalid by the schema itself, never by guesswork.
import fc from 'fast-check';
import type { Schema } from './contract.js';

const MAX_DEPTH = 6;
const SAFE_INT = 1_000_000_000;

const asSchema = (v: unknown): Schema => (v && typeof v === 'object' ? (v as Schema) : {});
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.required) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** allOf merged into one schema (properties and required united; other keywords from the last wins). */
function flatten(schema: Schema): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  let out: Schema = { ...rest };
  for (const part of allOf as unknown[]) {
    const p = flatten(asSchema(part));
    out = {
      ...out,
      ...p,
      properties: { ...asSchema(out.properties), ...asSchema(p.properties) },
      required: [...((out.required as string[]) ?? []), ...((p.required as string[]) ?? [])],
    };
  }
  return out;
}

function compile(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
}

function stringArb(schema: Schema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.min(num(schema.maxLength) ?? minLength + 24, minLength + 24);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
    case 'uri-reference':
      return fc.webUrl({ validSchemes: ['https'] });
    case 'date-time':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10));
    case 'hostname':
      return fc.domain();
    case 'ipv4':
      return fc.ipV4();
    case 'ipv6':
      return fc.ipV6();
    default:
      break;
  }
  if (typeof schema.pattern === 'string') {
    // fast-check cannot generate lookarounds: generate from the pattern without them (no filters here, which
    // could loop forever: the harnesses drop what Ajv refuses).
    const generator = compile(schema.pattern.replace(/\(\?<?[=!](?:[^()\\]|\\.)*\)/g, ''));
    // A positive lookahead like (?=.*[A-Z]) demands a character: put one of each in front.
    const demanded = [...schema.pattern.matchAll(/\(\?=\.\*((?:[^()\\]|\\.)+)\)/g)].map((m) =>
      fc.stringMatching(compile(`^${m[1]}$`)),
    );
    const cap = num(schema.maxLength) ?? 64;
    try {
      const base = fc.stringMatching(generator, { maxLength: cap });
      if (!demanded.length) return base;
      return fc.tuple(fc.tuple(...demanded), base).map(([parts, rest]) => {
        const head = parts.join('');
        let out = head + rest.replace(/^\^|\$$/g, '');
        while (out.length < minLength) out += head;
        return out.slice(0, cap);
      });
    } catch {
      return fc.string({ unit: 'grapheme-ascii', minLength, maxLength });
    }
  }
  return fc
    .string({ unit: 'grapheme-ascii', minLength, maxLength })
    .map((s) => (minLength > 0 && s.trim() === '' ? 'x'.repeat(minLength) : s));
}

function numberArb(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  let min = num(schema.minimum) ?? -SAFE_INT;
  let max = num(schema.maximum) ?? SAFE_INT;
  const exMin = num(schema.exclusiveMinimum);
  const exMax = num(schema.exclusiveMaximum);
  if (exMin !== undefined) min = Math.max(min, integer ? Math.floor(exMin) + 1 : exMin + 1e-6);
  if (exMax !== undefined) max = Math.min(max, integer ? Math.ceil(exMax) - 1 : exMax - 1e-6);
  if (integer) {
    return fc.integer({ min: Math.max(Math.ceil(min), -SAFE_INT), max: Math.min(Math.floor(max), SAFE_INT) });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
}

/** Values meant to satisfy schema; minimal ones carry only required properties. */
export function validArb(raw: Schema, options: { minimal?: boolean } = {}, depth = 0): fc.Arbitrary<unknown> {
  const schema = flatten(raw);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(branches) && branches.length) {
    return fc.oneof(
      ...branches.map((b) =>
        validArb({ ...schema, anyOf: undefined, oneOf: undefined, ...asSchema(b) }, options, depth + 1),
      ),
    );
  }
  const types = typesOf(schema);
  if (types.length > 1) {
    return fc.oneof(...types.map((t) => validArb({ ...schema, type: t }, options, depth + 1)));
  }
  const minimal = options.minimal || depth >= MAX_DEPTH;
  switch (types[0]) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.min(num(schema.maxItems) ?? minLength + 3, minimal ? minLength : minLength + 3);
      const item = validArb(asSchema(schema.items), options, depth + 1);
      return schema.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      const props = asSchema(schema.properties);
      const required = new Set((schema.required as string[]) ?? []);
      const minProps = num(schema.minProperties) ?? 0;
      const maxProps = num(schema.maxProperties);
      if (maxProps !== undefined || minProps > required.size) {
        // A bounded number of properties ({<key>: value} bodies with exactly one key): a subset of the
        // optional ones beside the required, in between the bounds.
        const optional = Object.keys(props).filter((k) => !required.has(k));
        const lo = Math.max(0, minProps - required.size);
        const hi = Math.min(optional.length, (maxProps ?? Infinity) - required.size, minimal ? lo : lo + 3);
        const chosen = optional.length
          ? fc.uniqueArray(fc.constantFrom(...optional), { minLength: lo, maxLength: Math.max(lo, hi) })
          : fc.constant([] as string[]);
        return chosen.chain((picked) =>
          fc.record(
            Object.fromEntries(
              [...required, ...picked].map((k) => [k, validArb(asSchema(props[k]), options, depth + 1)]),
            ),
          ),
        );
      }
      const keys = Object.keys(props).filter((k) => !minimal || required.has(k));
      const model = Object.fromEntries(
        keys.map((k) => [k, validArb(asSchema(props[k]), options, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: keys.filter((k) => required.has(k)) });
    }
    default:
      return fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

/** A value of a JSON type the schema does not allow at its top level (or a wild one when it allows all). */
function wrongType(schema: Schema): fc.Arbitrary<unknown> {
  const allowed = new Set(typesOf(schema));
  if (allowed.has('integer')) allowed.add('number');
  const candidates: [string, fc.Arbitrary<unknown>][] = [
    ['string', fc.string({ maxLength: 12 })],
    ['number', fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['array', fc.array(fc.integer(), { maxLength: 3 })],
    ['object', fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 })],
  ];
  const wrong = candidates.filter(([t]) => !allowed.has(t)).map(([, a]) => a);
  return wrong.length ? fc.oneof(...wrong) : fc.constant({ unexpected: [1, 'two'] });
}

/** Values meant to break schema: a wrong type, a missing required field, a bound crossed, deep or shallow. */
export function invalidArb(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = flatten(raw);
  const options: fc.Arbitrary<unknown>[] = [wrongType(schema)];
  if (Array.isArray(schema.enum))
    options.push(
      fc.string({ minLength: 1, maxLength: 10 }).filter((s) => !(schema.enum as unknown[]).includes(s)),
    );
  const maxLength = num(schema.maxLength);
  if (maxLength !== undefined)
    options.push(fc.string({ unit: 'grapheme-ascii', minLength: maxLength + 1, maxLength: maxLength + 40 }));
  const minLength = num(schema.minLength);
  if (minLength !== undefined && minLength > 0)
    options.push(fc.string({ unit: 'grapheme-ascii', maxLength: minLength - 1 }));
  if (typeof schema.pattern === 'string' || schema.format)
    options.push(fc.constantFrom('!!', ' spaced out ', '../../etc', '<script>'));
  // Free text (schemas/formats.json text-line, text) that would read differently from what it holds.
  if (schema.format === 'text-line' || schema.format === 'text')
    options.push(
      fc
        .tuple(
          fc.string({ unit: 'grapheme-ascii', maxLength: 8 }),
          fc.constantFrom(
            '\u202E',
            '\u202D',
            '\u2066',
            '\u200B',
            '\u200D',
            '\uFEFF',
            '\u0007',
            '\u001B',
            '\u0085',
          ),
          fc.string({ unit: 'grapheme-ascii', maxLength: 8 }),
        )
        .map(([a, hidden, b]) => `${a}${hidden}${b}`),
    );
  const minimum = num(schema.minimum);
  const maximum = num(schema.maximum);
  if (minimum !== undefined) options.push(fc.integer({ min: minimum - 1000, max: minimum - 1 }));
  if (maximum !== undefined) options.push(fc.integer({ min: maximum + 1, max: maximum + 1000 }));
  if (typesOf(schema)[0] === 'object' && depth < MAX_DEPTH) {
    const props = asSchema(schema.properties);
    const required = ((schema.required as string[]) ?? []).filter((k) => props[k]);
    const base = validArb(schema, { minimal: true }) as fc.Arbitrary<Record<string, unknown>>;
    if (required.length) {
      options.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([v, key]) => {
          const { [key]: _dropped, ...rest } = v;
          return rest;
        }),
      );
      options.push(
        fc
          .constantFrom(...required)
          .chain((key) => fc.tuple(base, fc.constant(key), invalidArb(asSchema(props[key]), depth + 1)))
          .map(([v, key, bad]) => ({ ...v, [key]: bad })),
      );
    }
  }
  if (typesOf(schema)[0] === 'array' && depth < MAX_DEPTH) {
    const maxItems = num(schema.maxItems);
    if (maxItems !== undefined && maxItems < 200) {
      options.push(
        fc.array(validArb(asSchema(schema.items), { minimal: true }, depth + 1), {
          minLength: maxItems + 1,
          maxLength: maxItems + 2,
        }),
      );
    }
    options.push(fc.array(invalidArb(asSchema(schema.items), depth + 1), { minLength: 1, maxLength: 2 }));
  }
  return fc.oneof(...options);
}
