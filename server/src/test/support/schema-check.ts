// Classifies generated values the way the server's validator would: bodies as sent (no coercion, no property
// the schema does not declare, the shared custom formats), query, path and header values as strings coerced
// to the schema's type. Values are cloned first, because Ajv's useDefaults changes what it checks.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { customFormats } from '../../openapi.js';
import type { Parameter, Schema } from './contract.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    allErrors: false,
  });
  addFormats(ajv);
  for (const [name, pattern] of Object.entries(customFormats)) ajv.addFormat(name, pattern);
  return ajv;
}

export class SchemaCheck {
  private readonly bodyAjv = makeAjv(false);
  private readonly paramAjv = makeAjv(true);
  private readonly cache = new Map<string, ValidateFunction>();

  private compile(ajv: Ajv2020, kind: string, schema: Schema): ValidateFunction {
    const key = `${kind}:${JSON.stringify(schema)}`;
    let fn = this.cache.get(key);
    if (!fn) {
      fn = ajv.compile(schema);
      this.cache.set(key, fn);
    }
    return fn;
  }

  bodyIsValid(schema: Schema, value: unknown): boolean {
    return this.compile(this.bodyAjv, 'body', schema)(structuredClone(value)) === true;
  }

  /** Whether the wire values (strings) of these parameters pass, as one object the way fastify checks them. */
  paramsAreValid(params: Parameter[], values: Record<string, string | string[] | undefined>): boolean {
    const schema = {
      type: 'object',
      properties: Object.fromEntries(params.map((p) => [p.name.toLowerCase(), p.schema])),
      required: params.filter((p) => p.required).map((p) => p.name.toLowerCase()),
    };
    const present = Object.fromEntries(
      Object.entries(values)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k.toLowerCase(), v]),
    );
    return this.compile(this.paramAjv, 'params', schema)(present) === true;
  }
}
