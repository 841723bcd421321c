import { describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from './CopyValue';

describe('copyToClipboard', () => {
  it('writes through the async clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await expect(copyToClipboard('a.example.com', { env: { clipboard: { writeText } } })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('a.example.com');
  });

  it('reports a denied clipboard as a failure', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await expect(copyToClipboard('x', { env: { clipboard: { writeText }, document } })).resolves.toBe(false);
  });

  it('falls back to execCommand without navigator.clipboard', async () => {
    const exec = vi.fn(() => true);
    const original = document.execCommand;
    document.execCommand = exec;
    try {
      await expect(copyToClipboard('x', { env: { document } })).resolves.toBe(true);
      expect(exec).toHaveBeenCalledWith('copy');
      expect(document.querySelector('textarea')).toBeNull();
    } finally {
      document.execCommand = original;
    }
  });

  it('fails without a clipboard when the fallback is off or fails', async () => {
    await expect(copyToClipboard('x', { allowLegacyFallback: false, env: { document } })).resolves.toBe(
      false,
    );
    await expect(copyToClipboard('x', { env: {} })).resolves.toBe(false);
    const original = document.execCommand;
    document.execCommand = () => {
      throw new Error('unsupported');
    };
    try {
      await expect(copyToClipboard('x', { env: { document } })).resolves.toBe(false);
    } finally {
      document.execCommand = original;
    }
  });
});
