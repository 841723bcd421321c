import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toast';
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

describe('Toast timeouts (SPEC §9: default 3 s, errors 10 s)', () => {
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
