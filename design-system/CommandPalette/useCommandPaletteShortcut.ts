import { useEffect, useRef } from 'react';

/** Whether the user is on an Apple platform, where the palette shortcut is ⌘K instead of Ctrl+K. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /mac|iphone|ipad|ipod/i.test(navigator.platform || navigator.userAgent);
}

/** Whether a keydown is the palette shortcut: ⌘K on Apple platforms, Ctrl+K elsewhere (no other modifiers). */
export function isCommandPaletteShortcut(event: KeyboardEvent, isApple = isApplePlatform()): boolean {
  const modifier = isApple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * Installs ⌘K / Ctrl+K on the whole document while `isEnabled`; `onShortcut` runs on each press (usually it
 * toggles the palette). The browser's own Ctrl+K (focus the address bar's search) is prevented.
 */
export function useCommandPaletteShortcut(onShortcut: () => void, isEnabled = true): void {
  // The latest callback, so the listener is installed once rather than on every render.
  const callback = useRef(onShortcut);
  useEffect(() => {
    callback.current = onShortcut;
  });
  useEffect(() => {
    if (!isEnabled) return undefined;
    // One press, one toggle. react-aria's Autocomplete (the palette's search) re-dispatches each key the search
    // field gets to its menu as a copy, within the same task: seen here too, the copy would toggle the palette
    // straight back open. A real second press always comes in a later task.
    let pressHandled = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !isCommandPaletteShortcut(event)) return;
      event.preventDefault();
      if (pressHandled) return;
      pressHandled = true;
      setTimeout(() => (pressHandled = false), 0);
      callback.current();
    };
    // Capture phase: react-aria text fields stop the propagation of keys they handle, and the shortcut must
    // also work from inside the palette's own search field (to close it).
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [isEnabled]);
}
