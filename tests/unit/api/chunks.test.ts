// Route chunks: 120 s timeout, one retry, a reload when a deployment replaced the chunk (once).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chunkReloadMarkKey,
  chunkTimeoutMs,
  isMissingChunkError,
  lazyChunk,
  loadChunk,
} from '../../../src/api/chunks';
import { ApiError } from '../../../src/api/errors';

const missing = () => new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc123.js');

describe('route chunk loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the chunk and forgets an earlier reload', async () => {
    sessionStorage.setItem(chunkReloadMarkKey, '1');
    const chunk = { default: 'Page' };
    await expect(loadChunk(async () => chunk)).resolves.toBe(chunk);
    expect(sessionStorage.getItem(chunkReloadMarkKey)).toBeNull();
  });

  it('retries once after a failure', async () => {
    const importer = vi.fn().mockRejectedValueOnce(missing()).mockResolvedValueOnce('ok');
    const reload = vi.fn();
    await expect(loadChunk(importer, { reload })).resolves.toBe('ok');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('times out after 120 s per attempt with "Request time out!"', async () => {
    const importer = vi.fn((signal: AbortSignal) => new Promise<never>(() => void signal));
    const reload = vi.fn();
    const pending = loadChunk(importer, { reload }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs - 1);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(importer.mock.calls[0]?.[0].aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'errors:timeout' });
    expect(reload).not.toHaveBeenCalled();
    expect(chunkTimeoutMs).toBe(120_000);
  });

  it('reloads the page when the chunk is gone twice (a new deployment), without settling', async () => {
    const reload = vi.fn();
    let settled = false;
    void loadChunk(() => Promise.reject(missing()), { reload, now: () => 1_000_000 }).then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(chunkReloadMarkKey)).toBe('1000000');
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs * 3);
    expect(settled).toBe(false);
  });

  it('does not reload again right after a reload, and throws instead', async () => {
    sessionStorage.setItem(chunkReloadMarkKey, '1000000');
    const reload = vi.fn();
    await expect(
      loadChunk(() => Promise.reject(missing()), { reload, now: () => 1_059_999 }),
    ).rejects.toThrow('dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
    void loadChunk(() => Promise.reject(missing()), { reload, now: () => 1_060_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('other failures are thrown, not reloaded', async () => {
    const reload = vi.fn();
    const importer = vi.fn(() => Promise.reject(new SyntaxError('Unexpected token')));
    await expect(loadChunk(importer, { reload, retries: 0 })).rejects.toThrow('Unexpected token');
    expect(importer).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it("recognises the browsers' missing-module errors", () => {
    expect(isMissingChunkError(missing())).toBe(true);
    expect(isMissingChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingChunkError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isMissingChunkError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isMissingChunkError(new Error('boom'))).toBe(false);
    expect(isMissingChunkError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('lazyChunk defers the load until the router asks', async () => {
    const importer = vi.fn(async () => ({ Component: 'X' }));
    const lazy = lazyChunk(importer);
    expect(importer).not.toHaveBeenCalled();
    await expect(lazy()).resolves.toEqual({ Component: 'X' });
  });
});
