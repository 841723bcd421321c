// Response serializers (fast-json-stringify, fastify's default) built on first use. Every operation of every
// contract is registered at start, most with several response schemas; building them all up front was a large
// share of the server's start time, and most are never used in a session. Output is the same either way.
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import { customFormats } from './openapi.js';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

export const buildSerializerOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  // fast-json-stringify checks anyOf / oneOf branches with an Ajv of its own: it knows the shared formats too.
  const ajv = { ...(options as { ajv?: Record<string, unknown> } | undefined)?.ajv, formats: customFormats };
  const compile = SerializerSelector()(externalSchemas, { ...options, ajv } as typeof options);
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc) => (serialize ??= compile(route))(doc);
  };
};
