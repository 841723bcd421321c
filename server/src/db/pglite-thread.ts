// PGlite on a worker thread (pglite-worker.mjs) behind the same Db interface as openPglite. The server uses it
// for its own database: opening PGlite is about a second of WebAssembly compiling and Postgres booting, and
// on the event loop that second adds to everything else a start does; on a worker it runs beside building
// the app, and later queries run beside request handling. Tests keep the in-process openPglite.
import { Worker } from 'node:worker_threads';
import type { Db, Queryable, QueryResult } from './types.js';

interface ErrorData {
  message: string;
  name?: string;
  [field: string]: unknown;
}
type Request =
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };
type Reply = { id: number; result?: unknown; error?: ErrorData } | { ready: boolean; error?: ErrorData };

/** An Error carrying the Postgres fields the worker sent (code = SQLSTATE, constraint, detail, …). */
function toError(data: ErrorData): Error {
  const { message, name, ...fields } = data;
  const err = Object.assign(new Error(message), fields);
  if (name) err.name = name;
  return err;
}

/** Opens (and on first use initialises) PGlite in dataDir on a worker thread; undefined = in memory. */
export async function openPgliteThread(dataDir?: string): Promise<Db> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir },
    // Plain JavaScript: no need for the parent's loaders (tsx) or profiling flags.
    execArgv: [],
  });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let stopped: Error | undefined;
  const failAll = (err: Error) => {
    stopped ??= err;
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (msg: Reply) => {
      if ('ready' in msg) {
        if (msg.ready) resolve();
        else reject(toError(msg.error ?? { message: 'PGlite did not start' }));
        return;
      }
      const w = waiting.get(msg.id);
      if (!w) return;
      waiting.delete(msg.id);
      if (msg.error) w.reject(toError(msg.error));
      else w.resolve(msg.result);
    });
    worker.on('error', (err) => {
      failAll(err);
      reject(err);
    });
    worker.on('exit', (code) => {
      const err = new Error(`The database worker stopped (exit code ${code}).`);
      failAll(err);
      reject(err);
    });
  });
  try {
    await ready;
  } catch (err) {
    await worker.terminate();
    throw err;
  }

  const call = <T>(request: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, ...request });
    });
  };
  const on = (tx?: number): Queryable => ({
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      call<QueryResult<T>>({ op: 'query', sql, params: [...params], tx }),
    exec: (sql: string) => call<void>({ op: 'exec', sql, tx }),
  });
  const base = on();
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    // As in process: one connection, so other statements wait until the transaction ends.
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>) => {
      const tx = await call<number>({ op: 'begin' });
      let result: T;
      try {
        result = await fn(on(tx));
      } catch (err) {
        // The caller hears its own error, not a failed rollback's (a stopped worker ends the transaction anyway).
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    close: async () => {
      if (!stopped) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
