// The isolation harness's objects: what it creates for one operation, and the references its bodies carry,
// depend on that operation alone — not on how many objects were made for others before it — and a body
// naming a collection whose ids have a format of their own (log sources) names real members of it.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { ObjectFinder } from './support/objects.js';
import type { ServedOperation } from './support/contract.js';
import { SchemaCheck } from './support/schema-check.js';

const createThing: ServedOperation = {
  backend: 'main',
  method: 'POST',
  path: '/things',
  operationId: 'createThing',
  permission: 'cdn:write',
  parameters: [],
  body: {
    required: true,
    contentType: 'application/json',
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'sources'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 20 },
        sources: { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', minLength: 3 } },
      },
    },
  },
  statuses: ['201'],
};
const listSources: ServedOperation = {
  backend: 'main',
  method: 'GET',
  path: '/sources',
  operationId: 'listSources',
  permission: 'cdn:read',
  parameters: [],
  statuses: ['200'],
};

/** A finder over a fake app that records the bodies of its POSTs and lists two log sources. */
function finderWithPosts() {
  const posted: unknown[] = [];
  const app = {
    inject: async (opts: InjectOptions) => {
      if (opts.method === 'GET')
        return {
          statusCode: 200,
          body: '{"data":[{"id":"cdn_access:a1"},{"id":"audit"}]}',
          json: () => ({ data: [{ id: 'cdn_access:a1' }, { id: 'audit' }] }),
        };
      posted.push(opts.payload);
      return {
        statusCode: 201,
        body: '{"data":{"id":"x"}}',
        json: () => ({ data: { id: `x${posted.length}` } }),
      };
    },
  } as unknown as FastifyInstance;
  const finder = new ObjectFinder({
    app,
    db: {} as Db,
    tenantId: 't',
    ops: [createThing, listSources],
    check: new SchemaCheck(),
    protectedIds: new Set(),
    positiveHeaders: () => ({}),
    seed: 20261122,
  });
  return { finder, posted };
}

describe('isolation objects', () => {
  it('creates the same object for an operation however many were made for other operations before', async () => {
    const alone = finderWithPosts();
    await alone.finder.createAt('/things', {}, {}, 'updateThing');
    const after = finderWithPosts();
    await after.finder.createAt('/things', {}, {}, 'deleteOther');
    await after.finder.createAt('/things', {}, {}, 'updateOther');
    await after.finder.createAt('/things', {}, {}, 'updateThing');
    expect(after.posted.at(-1)).toEqual(alone.posted[0]);
    // A second object for the same operation is another draw.
    await alone.finder.createAt('/things', {}, {}, 'updateThing');
    expect(alone.posted[1]).not.toEqual(alone.posted[0]);
  });

  it("names a collection's members in a body when its ids have a format of their own", () => {
    const { finder } = finderWithPosts();
    const body = { name: 'n', sources: ['zzz', 'yyy'], other: 'qqq' };
    const near = new Map([['source', ['cdn_access:a1', 'audit']]]);
    expect(finder.informed(body, '', { n: 0 }, near)).toEqual({
      name: 'n',
      sources: ['cdn_access:a1', 'audit'],
      other: 'qqq',
    });
    // A uuid collection is named by uuids only: free text under its key stays.
    const uuids = new Map([['source', ['6f1c1b0e-0c4a-4d7e-9d35-0b8f7f2b7a11']]]);
    expect(finder.informed({ sources: ['zzz'] }, '', { n: 0 }, uuids)).toEqual({ sources: ['zzz'] });
  });
});
