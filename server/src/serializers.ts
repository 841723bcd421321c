// Response serializers (fast-json-stringify, fastify's default) built on first use. Every operation of every
// contract is registered at start, most with several response schemas; building them all up front was a large
// share of the server's start time, and most are never used in a session. Output is the same either way.
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

export const buildSerializerOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc) => (serialize ??= compile(route))(doc);
  };
};
