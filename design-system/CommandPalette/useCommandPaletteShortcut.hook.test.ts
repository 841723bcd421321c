import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCommandPaletteShortcut } from './useCommandPaletteShortcut';

const press = (target: EventTarget = document.body) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }),
  );

afterEach(() => vi.useRealTimers());

describe('useCommandPaletteShortcut', () => {
  it('runs once per press, even when the key is re-dispatched as a copy in the same task', () => {
    vi.useFakeTimers();
    const onShortcut = vi.fn();
    renderHook(() => useCommandPaletteShortcut(onShortcut));
    // react-aria's Autocomplete forwards the search field's keys to its menu while the key is being handled.
    press();
    press();
    expect(onShortcut).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    press();
    expect(onShortcut).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled', () => {
    const onShortcut = vi.fn();
    renderHook(() => useCommandPaletteShortcut(onShortcut, false));
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(onShortcut).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
