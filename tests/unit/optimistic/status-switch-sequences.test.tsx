// Spec: src/engine/specs/optimistic.md — model-based, on the real list page: fast-check command sequences of
// clicks on the group members' status switches (three rows, random starting statuses), answers in any order,
// time passing (timeouts) and twins of a write in flight, against the model server (memberServer.ts) through
// the real client and swr, with a plan of write outcomes per run. After each run settled: every switch shows
// the server's status, nothing is pending, and every click showed its value at once.
// A failing run prints its seed and path (fast-check).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import fc from 'fast-check';
import { setMemberStatus, type MemberStatus } from '../../../src/areas/profile/profileApi';
import { optimisticStore } from '../../../src/engine/optimistic/optimisticStore';
import { flushFake, pendingKeys, renderMembers, switchOf, useFakeClock } from './listHarness';
import { makeMembers, MemberServer, writeOutcomes, type WriteOutcome } from './memberServer';

const members = makeMembers(3);
const names = members.map((m) => m.username);
let server = new MemberServer(members);

interface Real {
  twins: Request[];
  twinAnswers: Promise<unknown>[];
}
type Model = Record<string, never>;

const checked = (row: number) => switchOf(names[row]!).checked;

async function passTime(ms: number) {
  // Steps of 5 s: a read sent during a step is answered at the next, well within its 10 s timeout.
  for (let left = ms; left > 0; left -= 5000) {
    while (server.deliver(0, 'read')) await flushFake();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(5000, left));
    });
    await flushFake();
  }
  while (server.deliver(0, 'read')) await flushFake();
}

class ClickCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly row: number) {}
  check = () => true;
  async run() {
    const before = checked(this.row);
    fireEvent.click(switchOf(names[this.row]!));
    expect(checked(this.row)).toBe(!before); // at once
    await flushFake();
    expect(checked(this.row)).toBe(!before);
  }
  toString = () => `click(${names[this.row]})`;
}

class AnswerCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = () => true;
  async run() {
    server.deliver(this.index);
    await flushFake();
  }
  toString = () => `answer(${this.index})`;
}

class TimeCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run = () => passTime(this.ms);
  toString = () => `wait(${this.ms} ms)`;
}

class TwinCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly row: number) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const id = members[this.row]!.id;
    const own = server.held.find(
      (h) =>
        h.kind === 'write' &&
        !h.aborted &&
        !real.twins.includes(h.request) &&
        new URL(h.request.url).pathname.endsWith(`/${id}/status`),
    );
    if (!own) return;
    const { status } = (await own.request.clone().json()) as { status: MemberStatus };
    const before = checked(this.row);
    const writesBefore = server.writes.length;
    // The twin may itself be replaced later by an identical write of the switch: either way it settles.
    real.twinAnswers.push(setMemberStatus(id, status).catch(() => undefined));
    await flushFake();
    real.twins.push(...server.writes.slice(writesBefore));
    expect(own.request.signal.aborted).toBe(true);
    expect(checked(this.row)).toBe(before); // the cancelled write restored nothing
  }
  toString = () => `twin(${names[this.row]})`;
}

const row = fc.integer({ min: 0, max: members.length - 1 });
const commands = fc.commands(
  [
    row.map((r) => new ClickCommand(r)),
    row.map((r) => new ClickCommand(r)),
    fc.nat(5).map((i) => new AnswerCommand(i)),
    fc.integer({ min: 500, max: 12_000 }).map((ms) => new TimeCommand(ms)),
    row.map((r) => new TwinCommand(r)),
  ],
  { maxCommands: 20 },
);
const outcomeArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant<WriteOutcome>('ok') },
  { weight: 2, arbitrary: fc.constantFrom<WriteOutcome>(...writeOutcomes.filter((o) => o !== 'ok')) },
);

async function settleEverything() {
  for (let round = 0; round < 400; round++) {
    await flushFake();
    if (server.deliver(0)) continue;
    if (server.held.length === 0 && pendingKeys() === 0) return;
    await passTime(10_000);
  }
  throw new Error('did not settle');
}

// The page is rendered for the first run and kept while runs pass: each run starts from the settled state
// the previous one left (the very invariant under test), with its own plan of write outcomes; the starting
// statuses apply when the page is rendered afresh (first run, and after a failed one).
let page: Awaited<ReturnType<typeof renderMembers>> | null = null;

beforeAll(async () => {
  // The first render compiles the page's chunks.
  const { unmount } = await renderMembers(server);
  unmount();
}, 60_000);

afterAll(() => {
  page?.unmount();
  vi.useRealTimers();
  optimisticStore.clear();
});

const statusArb = fc.constantFrom<'active' | 'disabled'>('active', 'disabled');

describe('status switches on the list page: command sequences', () => {
  it('after settling, every switch shows the server status and nothing is pending', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(statusArb, statusArb, statusArb),
        fc.array(outcomeArb, { minLength: 1, maxLength: 10 }),
        commands,
        async (statuses, plan, cmds) => {
          if (!page) {
            vi.useRealTimers();
            server = new MemberServer(
              members.map((m, i) => ({ ...m, status: statuses[i]! })),
              plan,
            );
            page = await renderMembers(server);
            useFakeClock();
          } else {
            server.plan(plan);
          }
          let passed = false;
          try {
            const real: Real = { twins: [], twinAnswers: [] };
            await fc.asyncModelRun(() => ({ model: {}, real }), cmds);
            await settleEverything();
            await Promise.all(real.twinAnswers);
            expect(pendingKeys()).toBe(0);
            members.forEach((m, i) => expect(checked(i)).toBe(server.status(m.id) === 'active'));
            expect(document.querySelector('[data-pending]')).toBeNull();
            passed = true;
          } finally {
            // A failed run leaves no trace: the next one (e.g. while shrinking) starts on a fresh page.
            if (!passed) {
              page?.unmount();
              page = null;
              optimisticStore.clear();
            }
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 600_000);
});
