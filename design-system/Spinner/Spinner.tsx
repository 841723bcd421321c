import { Label, Ring, Root } from './Spinner.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps extends DataAttributes {
  /** Accessible name (e.g. "Loading zones"); also shown next to the ring when `showLabel` is set. */
  label: string;
  /** Show the label next to the ring. Default false (screen readers only). */
  showLabel?: boolean;
  /** Default 'medium'. */
  size?: SpinnerSize;
  /** 'inverse' on a strong fill (e.g. inside a primary button). Default 'default'. */
  tone?: 'default' | 'inverse';
  className?: string;
}

/**
 * An indeterminate busy indicator: a react-aria ProgressBar (role progressbar without a value), named by `label`.
 * The ring slows down under prefers-reduced-motion.
 */
export function Spinner({
  label,
  showLabel = false,
  size = 'medium',
  tone = 'default',
  className,
  ...rest
}: SpinnerProps) {
  return (
    <Root
      {...dataAttributes(rest)}
      isIndeterminate
      aria-label={showLabel ? undefined : label}
      className={className}
      data-size={size}
      data-tone={tone}
    >
      <Ring aria-hidden="true" />
      {showLabel ? <Label>{label}</Label> : null}
    </Root>
  );
}
