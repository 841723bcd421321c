// The part of pngjs (the PNG codec Vitest's toMatchScreenshot decodes with, which ships no types) that
// story-screenshot-command.ts uses.
declare module 'pngjs' {
  export const PNG: {
    sync: {
      read(buffer: Buffer): { width: number; height: number; data: Buffer };
    };
  };
}
