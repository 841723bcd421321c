export { CopyValue, copyToClipboard, useCopyToClipboard } from './CopyValue';
export type {
  CopyDetail,
  CopyEnvironment,
  CopyStatus,
  CopyValueProps,
  CopyValueStrings,
  UseCopyOptions,
} from './CopyValue';
