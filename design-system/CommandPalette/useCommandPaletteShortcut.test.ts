import { describe, expect, it } from 'vitest';
import { isCommandPaletteShortcut } from './useCommandPaletteShortcut';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { key: 'k', ...init });

describe('isCommandPaletteShortcut', () => {
  it('is ⌘K on Apple platforms', () => {
    expect(isCommandPaletteShortcut(key({ metaKey: true }), true)).toBe(true);
    expect(isCommandPaletteShortcut(key({ ctrlKey: true }), true)).toBe(false);
  });

  it('is Ctrl+K elsewhere, either case', () => {
    expect(isCommandPaletteShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isCommandPaletteShortcut(key({ ctrlKey: true, key: 'K' }), false)).toBe(true);
    expect(isCommandPaletteShortcut(key({ metaKey: true }), false)).toBe(false);
  });

  it('ignores other keys and extra modifiers', () => {
    expect(isCommandPaletteShortcut(key({ ctrlKey: true, key: 'j' }), false)).toBe(false);
    expect(isCommandPaletteShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isCommandPaletteShortcut(key({ ctrlKey: true, altKey: true }), false)).toBe(false);
    expect(isCommandPaletteShortcut(key({}), false)).toBe(false);
  });
});
