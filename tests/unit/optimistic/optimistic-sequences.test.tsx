// Spec: src/engine/specs/optimistic.md — model-based: fast-check command sequences over one member's status
// through useOptimisticValue, the real client middleware and the model server (memberServer.ts), on a fake
// clock. Commands: set a value (the same one too), toggle, answer a held request (any order: latency),
// let time pass (timeouts), and repeat the write in flight from elsewhere (its twin). Writes meet planned
// outcomes: ok, 409, 500, 503, a lost connection, or no answer (applied or not).
// After everything settled: the value shown is the server's, nothing is left pending, a same-value write sent
// nothing, a cancelled write neither failed nor toasted, and without failures the last intent won.
// A failing run prints its seed and path (fast-check): rerun with `fc.assert(..., { seed, path })`.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import fc from 'fast-check';
import { isCancelled } from '../../../src/api/cancelled';
import type { ApiError } from '../../../src/api/errors';
import { setMemberStatus, type MemberStatus } from '../../../src/areas/profile/profileApi';
import { flush, mountStatus } from './hookHarness';
import { makeMembers, MemberServer, writeOutcomes, type WriteOutcome } from './memberServer';

type Status = 'active' | 'disabled';

interface Model {
  /** The last value the user asked for that was sent (not skipped). */
  lastIntent: Status | undefined;
  twins: number;
}

interface Real {
  server: MemberServer;
  id: string;
  mounted: ReturnType<typeof mountStatus>;
  twins: Request[];
  twinAnswers: Promise<unknown>[];
}

const shown = (real: Real) => real.mounted.hook.result.current.value as Status;
const opposite = (value: Status): Status => (value === 'active' ? 'disabled' : 'active');

async function setTo(model: Model, real: Real, value: Status) {
  const before = shown(real);
  const writesBefore = real.server.writes.length;
  const errorsBefore = real.mounted.onError.mock.calls.length;
  let sent = false;
  act(() => void (sent = real.mounted.hook.result.current.set(value)));
  if (value === before) {
    expect(sent).toBe(false);
    await flush();
    expect(real.server.writes.length).toBe(writesBefore);
    expect(shown(real)).toBe(before);
    return;
  }
  expect(sent).toBe(true);
  expect(shown(real)).toBe(value); // at once, before any answer
  model.lastIntent = value;
  await flush();
  expect(real.mounted.onError.mock.calls.length).toBe(errorsBefore);
  expect(shown(real)).toBe(value);
}

/**
 * Lets `ms` pass in steps of at most a second. Reads are answered within their timeout (read faults are the
 * fault suite's; a failing re-read leaves the list in its error state), writes may not be.
 */
async function passTime(real: Real, ms: number) {
  for (let left = ms; left > 0; left -= 1000) {
    while (real.server.deliver(0, 'read')) await flush();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(1000, left));
    });
    await flush();
  }
  while (real.server.deliver(0, 'read')) await flush();
}

class SetCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly value: Status) {}
  check = () => true;
  run = (model: Model, real: Real) => setTo(model, real, this.value);
  toString = () => `set(${this.value})`;
}

class SameCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  run = (model: Model, real: Real) => setTo(model, real, shown(real));
  toString = () => 'setSame';
}

class ToggleCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  run = (model: Model, real: Real) => setTo(model, real, opposite(shown(real)));
  toString = () => 'toggle';
}

class AnswerCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    real.server.deliver(this.index);
    await flush();
  }
  toString = () => `answer(${this.index})`;
}

class TimeCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    await passTime(real, this.ms);
  }
  toString = () => `wait(${this.ms} ms)`;
}

class TwinCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const own = real.server.held.find(
      (h) => h.kind === 'write' && !h.aborted && !real.twins.includes(h.request),
    );
    if (!own) return;
    const { status } = (await own.request.clone().json()) as { status: MemberStatus };
    const resultsBefore = real.mounted.results.length;
    const errorsBefore = real.mounted.onError.mock.calls.length;
    const before = shown(real);
    const writesBefore = real.server.writes.length;
    real.twinAnswers.push(setMemberStatus(real.id, status).catch(() => undefined));
    await flush();
    real.twins.push(...real.server.writes.slice(writesBefore));
    model.twins += 1;
    // The repeat cancelled its in-flight twin, which resolved empty: no failure, nothing restored.
    expect(own.request.signal.aborted).toBe(true);
    const result = real.mounted.results[resultsBefore];
    expect(result).toBeDefined();
    expect(isCancelled(result)).toBe(true);
    expect(real.mounted.onError.mock.calls.length).toBe(errorsBefore);
    expect(shown(real)).toBe(before);
  }
  toString = () => 'twin';
}

const statusArb = fc.constantFrom<Status>('active', 'disabled');
const commands = fc.commands(
  [
    statusArb.map((v) => new SetCommand(v)),
    fc.constant(new SameCommand()),
    fc.constant(new ToggleCommand()),
    fc.nat(5).map((i) => new AnswerCommand(i)),
    fc.integer({ min: 500, max: 12_000 }).map((ms) => new TimeCommand(ms)),
    fc.constant(new TwinCommand()),
  ],
  { maxCommands: 30 },
);
const outcomeArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant<WriteOutcome>('ok') },
  { weight: 2, arbitrary: fc.constantFrom<WriteOutcome>(...writeOutcomes.filter((o) => o !== 'ok')) },
);

async function settleEverything(real: Real) {
  for (let round = 0; round < 400; round++) {
    await flush();
    if (real.server.deliver(0)) continue;
    if (real.server.held.length === 0 && real.mounted.store.size === 0) return;
    // Only answers that never come are left: let the client's timeouts fire.
    await passTime(real, 10_000);
  }
  throw new Error('did not settle');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('optimistic values: command sequences', () => {
  it("after settling, the value shown is the server's; same-value writes send nothing; a cancelled twin neither fails nor toasts", async () => {
    await fc.assert(
      fc.asyncProperty(
        statusArb,
        fc.array(outcomeArb, { minLength: 1, maxLength: 12 }),
        commands,
        async (initial, outcomes, cmds) => {
          const [made] = makeMembers(1);
          const member = { ...made!, status: initial };
          const server = new MemberServer([member], outcomes);
          const mounted = mountStatus(server, member.id);
          const real: Real = { server, id: member.id, mounted, twins: [], twinAnswers: [] };
          const model: Model = { lastIntent: undefined, twins: 0 };
          try {
            await fc.asyncModelRun(() => ({ model, real }), cmds);
            await settleEverything(real);
            await Promise.all(real.twinAnswers);

            expect(mounted.store.size).toBe(0);
            expect(mounted.hook.result.current.pending).toBe(false);
            expect(shown(real)).toBe(server.status(member.id));
            // Each toast is a failed write of the hook's; a refusal or server error is one the plan made.
            const errors = mounted.onError.mock.calls.map(([error]) => error as ApiError);
            expect(errors.length).toBeLessThanOrEqual(mounted.failures.length);
            const planned = server.consumed.filter((o) => o !== 'ok').length;
            expect(errors.filter((e) => e.kind !== 'timeout').length).toBeLessThanOrEqual(planned);
            if (planned === 0 && mounted.failures.length === 0) {
              expect(mounted.onError).not.toHaveBeenCalled();
              if (model.lastIntent && model.twins === 0)
                expect(server.status(member.id)).toBe(model.lastIntent);
            }
          } finally {
            mounted.hook.unmount();
          }
        },
      ),
      { numRuns: 220 },
    );
  }, 60_000);
});
