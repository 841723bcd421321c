export { Alert } from './Alert';
export type { AlertProps, AlertTone } from './Alert';
export { Banner } from './Banner';
export type { BannerProps } from './Banner';
