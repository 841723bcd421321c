// Network faults at the client layer, for every operation the console calls (enumerated from src/ and
// checked against the contracts by tests/support/console-operations.ts): a request that times out (no
// answer, a slow answer, a slow body — on a fake clock, at the operation's own timeout from
// src/api/timeouts.ts), a refused or dropped connection, and 500/502/503/504 with and without the error
// envelope. Each call goes through the real clients and middleware with an injected fetch and must fail
// with the ApiError and the text (errorMessage, en) of SPEC §8, leave no request counted as loading (the
// progress bar) and no timer behind; the same call with the fault gone then succeeds.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClients, wafLoadingEndDelayMs, type ApiClients } from '../../../src/api/client';
import { envelopeOf, type FetchResult } from '../../../src/api/adapters';
import { ApiError } from '../../../src/api/errors';
import { getApiHealth } from '../../../src/api/health';
import { loadingCount } from '../../../src/api/loading';
import { idempotencyHeader } from '../../../src/api/middleware';
import { isWrite } from '../../../src/api/requestKey';
import { timeoutFor, timeoutRulesFor } from '../../../src/api/timeouts';
import { errorMessage } from '../../../src/engine/errorMessage';
import {
  consoleOperations,
  operationLabel,
  placeholderPathParams,
  type ConsoleOperation,
} from '../../support/console-operations';
import { resetApiState, seedSession, testConfig } from '../api/fakeServer';
import { testI18n } from '../helpers';
import { faults, okAnswer, type Fault } from './faults';

const operations = consoleOperations();

type AnyClient = {
  request: (method: string, path: string, init?: object) => Promise<FetchResult<unknown>>;
};

interface Harness {
  clients: ApiClients;
  requests: Request[];
  /** The fault the next requests meet; null answers them as the contract's success. */
  fault: Fault | null;
}

function harness(op: ConsoleOperation): Harness {
  const state: Harness = { clients: undefined as unknown as ApiClients, requests: [], fault: null };
  const fetch = (request: Request): Promise<Response> => {
    state.requests.push(request);
    const fault = state.fault;
    if (fault) return fault.answer(request, timeoutOf(op));
    return Promise.resolve(okAnswer(op));
  };
  state.clients = createApiClients(testConfig, { fetch, navigate: vi.fn(), currentPath: () => '/home' });
  return state;
}

function timeoutOf(op: ConsoleOperation): number {
  return timeoutFor(timeoutRulesFor(op.backend), op.method, op.path);
}

type Outcome = { ok: FetchResult<unknown> } | { error: unknown };

/** Call the operation as its screens do: the client, then the backend's envelope (which throws ApiError). */
function call(h: Harness, op: ConsoleOperation): Promise<Outcome> {
  const client = h.clients[op.backend] as unknown as AnyClient;
  const init = {
    params: { path: placeholderPathParams(op.path) },
    ...(op.hasRequestBody ? { body: { probe: true } } : {}),
  };
  return client
    .request(op.method, op.path, init)
    .then((result): Outcome => {
      envelopeOf[op.backend].action(result);
      return { ok: result };
    })
    .catch((error: unknown) => ({ error }));
}

function failure(outcome: Outcome): ApiError {
  if (!('error' in outcome)) throw new Error(`expected a failure, got HTTP ${outcome.ok.response.status}`);
  expect(outcome.error).toBeInstanceOf(ApiError);
  return outcome.error as ApiError;
}

/** The loading indicator's own delay (the WAF client keeps it 500 ms), then nothing may be left. */
async function expectNothingRunning(): Promise<void> {
  await vi.advanceTimersByTimeAsync(wafLoadingEndDelayMs);
  expect(loadingCount()).toBe(0);
  expect(vi.getTimerCount()).toBe(0);
}

const t = () => testI18n().getFixedT('en');

describe('client-layer faults', () => {
  beforeEach(() => {
    resetApiState();
    seedSession();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it('run over every operation the console calls', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(faults.map((f) => f.name)).toEqual(expect.arrayContaining(['500 with the error envelope']));
  });

  describe.each(operations.map((op) => [operationLabel(op), op] as const))('%s', (_label, op) => {
    it.each(faults.map((fault) => [fault.name, fault] as const))('%s', async (_name, fault) => {
      expect(loadingCount()).toBe(0);
      const h = harness(op);
      h.fault = fault;
      const ms = timeoutOf(op);
      const pending = call(h, op);
      await vi.advanceTimersByTimeAsync(0);
      expect(h.requests).toHaveLength(1);
      const first = h.requests[0]!;

      let outcome: Outcome;
      if (fault.expect.kind === 'timeout') {
        // Still waiting one millisecond before the operation's timeout, aborted at it.
        await vi.advanceTimersByTimeAsync(ms - 1);
        expect(first.signal.aborted).toBe(false);
        expect(loadingCount()).toBe(1);
        await vi.advanceTimersByTimeAsync(1);
        expect(first.signal.aborted).toBe(true);
        // A fetch that ignores the abort answers later; the call still fails as timed out.
        await vi.advanceTimersByTimeAsync(fault.settlesAfterTimeoutMs ?? 0);
        outcome = await pending;
      } else {
        outcome = await pending;
      }

      const error = failure(outcome);
      const en = t();
      expect(error).toMatchObject({
        kind: fault.expect.kind,
        status: fault.expect.status,
        messageKey: fault.expect.messageKey,
      });
      expect(errorMessage(error, en)).toBe(fault.expect.text(en));
      if (fault.expect.requestId) expect(error.requestId).toBe(fault.expect.requestId);
      const health = getApiHealth();
      expect(health.network).toBe(fault.expect.kind === 'network');
      expect(health.server).toBe(fault.expect.status >= 500);
      await expectNothingRunning();

      // Retry: the same call without the fault succeeds and clears the error states.
      h.fault = null;
      const again = await call(h, op);
      expect('ok' in again ? again.ok.response.status : again).toBe(op.successStatus);
      expect(h.requests).toHaveLength(2);
      const retried = h.requests[1]!;
      if (isWrite(op.method)) {
        const key = first.headers.get(idempotencyHeader);
        expect(key).toBeTruthy();
        // A write that may have reached the server (timed out, connection lost) is repeated under its key,
        // so the server runs it once.
        if (fault.expect.kind !== 'http') expect(retried.headers.get(idempotencyHeader)).toBe(key);
        else expect(retried.headers.get(idempotencyHeader)).toBeTruthy();
      }
      expect(getApiHealth()).toMatchObject({ network: false, server: false });
      await expectNothingRunning();
    });
  });
});
