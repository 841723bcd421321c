export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps, ProgressBarTone, ProgressBarVariant } from './ProgressBar';
