// Route chunks load through one lazy loader (SPEC §9): a 120 s timeout, one retry, and a page reload when a
// deployment replaced the chunk (the old hashed file is gone, so the import fails twice). The reload happens
// once: a mark in sessionStorage keeps a chunk that is really broken from reloading the page in a loop.
import { timeoutError } from './errors';

export const chunkTimeoutMs = 120_000;
export const chunkRetries = 1;
export const chunkReloadMarkKey = 'chunkReloadAt';
/** A second failure within this time after a reload is an error, not another deployment. */
export const chunkReloadGuardMs = 60_000;

export interface ChunkLoadOptions {
  timeoutMs?: number;
  retries?: number;
  reload?: () => void;
  storage?: Storage;
  now?: () => number;
}

/** What browsers throw when a module script cannot be fetched (Chrome, Safari, Firefox; Vite's preload). */
const missingChunkMessage =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i;

export function isMissingChunkError(error: unknown): boolean {
  return error instanceof Error && missingChunkMessage.test(error.message);
}

function withTimeout<T>(importer: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(timeoutError());
    }, ms);
    importer(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export async function loadChunk<T>(
  importer: (signal: AbortSignal) => Promise<T>,
  options: ChunkLoadOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? chunkTimeoutMs;
  const retries = options.retries ?? chunkRetries;
  const storage = options.storage ?? sessionStorage;
  const now = options.now ?? Date.now;
  const reload = options.reload ?? (() => window.location.reload());

  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      const chunk = await withTimeout(importer, timeoutMs);
      storage.removeItem(chunkReloadMarkKey);
      return chunk;
    } catch (error) {
      lastError = error;
    }
  }
  const reloadedAt = Number(storage.getItem(chunkReloadMarkKey) ?? Number.NaN);
  const reloadedRecently = now() - reloadedAt < chunkReloadGuardMs;
  if (isMissingChunkError(lastError) && !reloadedRecently) {
    storage.setItem(chunkReloadMarkKey, String(now()));
    reload();
    // The page is going away; never settle, so no error screen flashes first.
    return new Promise<T>(() => undefined);
  }
  throw lastError;
}

/** For React Router's `lazy` (or React.lazy): `lazy: lazyChunk(() => import('./Page'))`. */
export function lazyChunk<T>(importer: () => Promise<T>, options?: ChunkLoadOptions): () => Promise<T> {
  return () => loadChunk(importer, options);
}
