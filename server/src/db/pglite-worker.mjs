// PGlite on a worker thread, for openPgliteThread (pglite-thread.ts): Postgres starting up (compiling its
// WebAssembly, booting the backend) and every query then run on a core of their own instead of the server's
// event loop. Plain JavaScript so that the same file runs under tsx, from the server bundle and in tests.
// Protocol (one message per request, answered with the same id): query / exec (optionally inside a
// transaction), begin → transaction id, end (commit or roll back), close. Errors keep their Postgres fields.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'constraint',
  'table',
  'column',
  'schema',
  'severity',
  'position',
  'where',
  'dataType',
];

function errorData(err) {
  const out = { message: err instanceof Error ? err.message : String(err) };
  if (err && typeof err === 'object') {
    if (typeof err.name === 'string') out.name = err.name;
    for (const k of ERROR_FIELDS) if (err[k] !== undefined && err[k] !== null) out[k] = err[k];
  }
  return out;
}

/**
 * Open transactions: the Transaction to run statements on, how to end it, and the promise of PGlite's
 * transaction() (settled by its COMMIT or ROLLBACK).
 * @type {Map<number, {tx: any, commit: () => void, rollback: (e: Error) => void, outcome: Promise<unknown>}>}
 */
const transactions = new Map();
let nextTransaction = 1;

const pg = new PGlite(workerData.dataDir);

function target(txId) {
  if (txId === undefined) return pg;
  const t = transactions.get(txId);
  if (!t) throw new Error('This transaction has already ended.');
  return t.tx;
}

/** Starts a transaction; resolves with its id once PGlite has run BEGIN (it waits for PGlite's lock). */
function begin() {
  const txId = nextTransaction++;
  return new Promise((started, failed) => {
    let entered = false;
    const entry = {};
    entry.outcome = pg.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(entry, { tx, commit, rollback });
          transactions.set(txId, entry);
          entered = true;
          started(txId);
        }),
    );
    // Before the callback ran (BEGIN failed) the caller hears it here; after, 'end' awaits the outcome.
    entry.outcome.catch((err) => {
      if (!entered) failed(err);
    });
  });
}

async function end(txId, commit) {
  const t = transactions.get(txId);
  if (!t) throw new Error('This transaction has already ended.');
  transactions.delete(txId);
  if (commit) {
    t.commit();
    await t.outcome;
  } else {
    t.rollback(new Error('rolled back'));
    await t.outcome.catch(() => undefined);
  }
  return null;
}

async function handle(msg) {
  switch (msg.op) {
    case 'query': {
      const res = await target(msg.tx).query(msg.sql, msg.params);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    }
    case 'exec':
      await target(msg.tx).exec(msg.sql);
      return null;
    case 'begin':
      return begin();
    case 'end':
      return end(msg.tx, msg.commit);
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${String(msg.op)}`);
  }
}

function reply(id, body) {
  try {
    parentPort.postMessage({ id, ...body });
  } catch (err) {
    // A value that cannot cross threads fails its own request, not the worker.
    parentPort.postMessage({ id, error: errorData(err) });
  }
}

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => reply(msg.id, { result }),
    (err) => reply(msg.id, { error: errorData(err) }),
  );
});

pg.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (err) => parentPort.postMessage({ ready: false, error: errorData(err) }),
);
