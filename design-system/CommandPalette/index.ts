export { CommandPalette } from './CommandPalette';
export type { CommandPaletteItem, CommandPaletteProps, CommandPaletteStrings } from './CommandPalette';
export {
  isApplePlatform,
  isCommandPaletteShortcut,
  useCommandPaletteShortcut,
} from './useCommandPaletteShortcut';
