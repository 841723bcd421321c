import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TOAST_TIMEOUT_MS,
  ERROR_TOAST_TIMEOUT_MS,
  LONG_TOAST_TIMEOUT_MS,
  TOAST_TIMEOUTS_MS,
  ToastProvider,
  useToast,
} from './Toast';
import type { ToastApi } from './Toast';

const holder: { api?: ToastApi } = {};
function Capture() {
  const api = useToast();
  useEffect(() => {
    holder.api = api;
  }, [api]);
  return null;
}

function renderProvider() {
  render(
    <ToastProvider strings={{ region: 'Notifications', close: 'Dismiss' }}>
      <Capture />
    </ToastProvider>,
  );
  if (!holder.api) throw new Error('no toast api');
  return holder.api;
}

const toastCount = () => screen.queryAllByRole('alertdialog').length;

describe('Toast durations (SPEC §9: default 3 s, long 10 s, errors long)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a default toast after 3000 ms', () => {
    const toast = renderProvider();
    act(() => void toast.show({ tone: 'success', title: 'Saved' }));
    expect(toastCount()).toBe(1);
    act(() => void vi.advanceTimersByTime(2999));
    expect(toastCount()).toBe(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(toastCount()).toBe(0);
  });

  it('keeps an error toast for 10000 ms', () => {
    const toast = renderProvider();
    act(() => void toast.show({ tone: 'error', title: 'Failed' }));
    act(() => void vi.advanceTimersByTime(9999));
    expect(toastCount()).toBe(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(toastCount()).toBe(0);
  });

  it('honours timeoutMs, and null keeps the toast until closed', () => {
    const toast = renderProvider();
    let key = '';
    act(() => void toast.show({ tone: 'info', title: 'Short', timeoutMs: 500 }));
    act(() => {
      key = toast.show({ tone: 'warning', title: 'Sticky', timeoutMs: null });
    });
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Sticky' })).toBeTruthy();
    act(() => toast.close(key));
    expect(toastCount()).toBe(0);
  });

  it('exports the durations: default 3 s, long 10 s, errors long', () => {
    expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(3000);
    expect(LONG_TOAST_TIMEOUT_MS).toBe(10000);
    expect(ERROR_TOAST_TIMEOUT_MS).toBe(LONG_TOAST_TIMEOUT_MS);
    expect(TOAST_TIMEOUTS_MS).toEqual({ default: 3000, long: 10000 });
  });

  it.each(['info', 'success', 'warning'] as const)(
    "keeps a %s toast of duration 'long' for 10000 ms",
    (tone) => {
      const toast = renderProvider();
      act(() => void toast.show({ tone, title: 'Purge queued', duration: 'long' }));
      expect(screen.getByRole('alertdialog').getAttribute('data-duration')).toBe('long');
      act(() => void vi.advanceTimersByTime(9999));
      expect(toastCount()).toBe(1);
      act(() => void vi.advanceTimersByTime(1));
      expect(toastCount()).toBe(0);
    },
  );

  it("marks the duration it used: 'default' for most tones, 'long' for errors", () => {
    const toast = renderProvider();
    act(() => void toast.show({ tone: 'success', title: 'Saved' }));
    act(() => void toast.show({ tone: 'error', title: 'Failed' }));
    expect(screen.getByRole('alertdialog', { name: 'Saved' }).getAttribute('data-duration')).toBe('default');
    expect(screen.getByRole('alertdialog', { name: 'Failed' }).getAttribute('data-duration')).toBe('long');
  });

  it("closes an error toast of duration 'default' after 3000 ms", () => {
    const toast = renderProvider();
    act(() => void toast.show({ tone: 'error', title: 'Failed', duration: 'default' }));
    act(() => void vi.advanceTimersByTime(2999));
    expect(toastCount()).toBe(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(toastCount()).toBe(0);
  });

  it('lets timeoutMs override duration (and then marks no duration)', () => {
    const toast = renderProvider();
    act(() => void toast.show({ tone: 'info', title: 'Copied', duration: 'long', timeoutMs: 500 }));
    expect(screen.getByRole('alertdialog').hasAttribute('data-duration')).toBe(false);
    act(() => void vi.advanceTimersByTime(499));
    expect(toastCount()).toBe(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(toastCount()).toBe(0);
  });

  it('labels the close button and the region from strings', () => {
    const toast = renderProvider();
    act(() => void toast.show({ tone: 'info', title: 'Hello' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('throws a clear error outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
