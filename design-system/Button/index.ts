export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { LinkButton } from './LinkButton';
export type { LinkButtonProps } from './LinkButton';
