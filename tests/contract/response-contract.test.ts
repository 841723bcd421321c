// Self-test of the response contract check: a server made to answer wrongly — a real route whose body
// is corrupted before it is sent, and operations answering an undocumented status, a body that does not match
// the schema and the wrong content type — has each answer recorded by the hook
// (server/src/plugins/response-contract.ts), and the verdict every run uses (response-violations.mjs: the
// vitest setup, scripts/test.mjs, Playwright's global teardown) fails on that directory. It uses its own
// directory, so the run's own check stays clean.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteHandlerMethod } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import type { AppExtension } from '../../server/src/app.js';
import type { OpenApiDocument } from '../../server/src/openapi.js';
import { ContractValidator, violationFile } from '../../server/src/plugins/response-contract.js';
import type { ContractViolation } from '../../server/src/plugins/response-contract.js';
import { bearer, createTestApp, login, randomSecret } from '../../server/src/test/helpers.js';
import type { TestContext } from '../../server/src/test/helpers.js';
import { assertResponseContract, checkResponseContract } from './response-violations.mjs';

const answerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data: { type: 'string', maxLength: 20 } },
};
const json = (schema: unknown) => ({
  description: 'An answer.',
  content: { 'application/json': { schema } },
});

/** Four public operations documenting one 200 JSON answer each; their handlers keep it or break it. */
const selfTestContract: OpenApiDocument = {
  openapi: '3.1.0',
  paths: Object.fromEntries(
    ['fine', 'undocumented-status', 'wrong-body', 'wrong-type', 'missing-body'].map((name) => [
      `/contract-self-test/${name}`,
      {
        get: {
          operationId: `contractSelfTest_${name.replaceAll('-', '_')}`,
          'x-permission': 'public',
          responses: { '200': json(answerSchema) },
        },
      },
    ]),
  ),
};

const handlers: Record<string, RouteHandlerMethod> = {
  contractSelfTest_fine: async () => ({ data: 'kept' }),
  // 418 is documented nowhere.
  contractSelfTest_undocumented_status: async (_request, reply) => {
    reply.code(418);
    return { data: 'teapot' };
  },
  // A number where the schema wants a string, and a member it does not allow (sent as text: no serializer).
  contractSelfTest_wrong_body: async (_request, reply) =>
    reply.type('application/json').send('{"data":5,"extra":true}'),
  contractSelfTest_wrong_type: async (_request, reply) => reply.type('text/plain').send('kept'),
  contractSelfTest_missing_body: async (_request, reply) => reply.type('application/json').send(''),
};

const selfTestExtension: AppExtension = {
  backend: 'main',
  contract: selfTestContract,
  handlers: () => handlers,
};

let dir: string;
let ctx: TestContext;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'response-contract-self-test-'));
  ctx = await createTestApp('pglite', { responseContractDir: dir, extensions: [selfTestExtension] });
});
afterAll(async () => {
  await ctx?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const recorded = (): ContractViolation[] => {
  const file = violationFile(dir);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ContractViolation);
};

describe('response contract check', () => {
  it('records nothing for answers that keep their contract, and marks that it checked them', async () => {
    const admin = await login(ctx.app, ctx.passwords.admin.username, ctx.passwords.admin.password);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(admin) })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/main/user' })).statusCode).toBe(401);
    expect((await ctx.app.inject('/api/main/contract-self-test/fine')).json()).toEqual({ data: 'kept' });
    // Out of scope, so never recorded: no contract describes them.
    await ctx.app.inject('/healthz');
    await ctx.app.inject('/config.json');
    await ctx.app.inject('/api/main/no-such-path');
    expect(recorded()).toEqual([]);
    const verdict = checkResponseContract(dir, { requireChecked: true });
    expect(verdict.checkedProcesses).toBe(1);
    expect(verdict.checkedAnswers).toBeGreaterThanOrEqual(1);
    expect(verdict.ok).toBe(true);
  });

  it('records a real route whose body was corrupted before sending', async () => {
    const before = recorded().length;
    // A hook added after buildApp's changes the profile after its handler, before serialisation; createTestApp
    // is ready before a test could add one, so this app is built by hand over the same database.
    const app = await buildApp({
      db: ctx.db,
      jwtSecret: randomSecret(),
      consoleDir: path.join(dir, 'no-console'),
      responseContractDir: dir,
    });
    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (request.routeOptions.url !== '/api/main/user') return payload;
      const body = payload as { data?: { role?: string } };
      if (body.data) body.data.role = 'superuser';
      return payload;
    });
    await app.ready();
    try {
      const admin = await login(app, ctx.passwords.admin.username, ctx.passwords.admin.password);
      const res = await app.inject({ method: 'GET', url: '/api/main/user', headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.role).toBe('superuser');
    } finally {
      await app.close();
    }
    const found = recorded().slice(before);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ backend: 'main', operation: 'getProfile', method: 'GET', status: 200 });
    expect(found[0]!.errors.join('\n')).toMatch(/\/data\/role must be equal to one of the allowed values/);
    expect(found[0]!.body).toContain('superuser');
  });

  it('records an undocumented status, a body off its schema, a wrong content type and a missing body', async () => {
    const before = recorded().length;
    for (const name of ['undocumented-status', 'wrong-body', 'wrong-type', 'missing-body'])
      await ctx.app.inject(`/api/main/contract-self-test/${name}`);
    const found = recorded().slice(before);
    const byOperation = Object.fromEntries(found.map((v) => [v.operation, v]));
    expect(Object.keys(byOperation).sort()).toEqual([
      'contractSelfTest_missing_body',
      'contractSelfTest_undocumented_status',
      'contractSelfTest_wrong_body',
      'contractSelfTest_wrong_type',
    ]);
    expect(byOperation.contractSelfTest_undocumented_status!.errors).toEqual([
      'GET /contract-self-test/undocumented-status 418: status 418 is not documented',
    ]);
    expect(byOperation.contractSelfTest_wrong_body!.errors).toEqual(
      expect.arrayContaining([
        'GET /contract-self-test/wrong-body 200: /data must be string',
        'GET /contract-self-test/wrong-body 200: (body) must NOT have additional properties',
      ]),
    );
    expect(byOperation.contractSelfTest_wrong_type!.errors).toEqual([
      'GET /contract-self-test/wrong-type 200: content type text/plain is not one of application/json',
    ]);
    expect(byOperation.contractSelfTest_missing_body!.errors).toEqual([
      'GET /contract-self-test/missing-body 200: no body, the contract wants JSON',
    ]);
  });

  it('fails the run on that directory with the same verdict test.mjs, vitest and Playwright use', () => {
    const verdict = checkResponseContract(dir);
    expect(verdict.ok).toBe(false);
    expect(verdict.violations.length).toBeGreaterThanOrEqual(5);
    expect(verdict.report).toMatch(/broke the OpenAPI contract/);
    expect(verdict.report).toMatch(/GET \/api\/main\/contract-self-test\/undocumented-status → 418/);
    expect(() => assertResponseContract(dir)).toThrow(/status 418 is not documented/);
  });

  it('fails a run in which no server checked anything, when checking was required', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'response-contract-empty-'));
    try {
      expect(checkResponseContract(empty).ok).toBe(true);
      expect(checkResponseContract(empty, { requireChecked: true }).ok).toBe(false);
      expect(() => assertResponseContract(path.join(empty, 'missing'), { requireChecked: true })).toThrow(
        /not wired in/,
      );
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('accepts the answers any operation may give in the error envelope, and only those', () => {
    const validator = ContractValidator.forBackends(['main']);
    const envelope = (status: number, code?: string) => ({
      message: 'x',
      status_code: status,
      request_id: 'r',
      ...(code ? { code } : {}),
    });
    const base = { backend: 'main', method: 'GET', template: '/user', contentType: 'application/json' };
    expect(validator.checkAnswer({ ...base, status: 415, body: envelope(415) })).toEqual([]);
    expect(validator.checkAnswer({ ...base, status: 404, body: envelope(404, 'not_served') })).toEqual([]);
    expect(validator.checkAnswer({ ...base, status: 404, body: envelope(404), namedScope: true })).toEqual(
      [],
    );
    expect(validator.checkAnswer({ ...base, status: 404, body: envelope(404) })).toEqual([
      'GET /user 404: status 404 is not documented',
    ]);
    expect(validator.checkAnswer({ ...base, status: 415, body: { message: 'x' } })).not.toEqual([]);
    expect(validator.checkAnswer({ ...base, status: 401, body: envelope(403) })).toEqual([
      'GET /user 401: status_code 403 differs from the status',
    ]);
    expect(validator.checkAnswer({ ...base, status: 500, body: envelope(500) })).toEqual([
      'GET /user 500: status 500 is not documented',
    ]);
  });
});
