export { FileDrop, isAccepted } from './FileDrop';
export type { FileDropProps, FileDropStrings } from './FileDrop';
