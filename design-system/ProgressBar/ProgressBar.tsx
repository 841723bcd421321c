import type { CSSProperties } from 'react';
import { Fill, Label, Root, Track, Value } from './ProgressBar.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type ProgressBarVariant = 'default' | 'global';
export type ProgressBarTone = 'default' | 'success' | 'error';

export interface ProgressBarProps extends DataAttributes {
  /** What is in progress (e.g. "Uploading certificate"): shown above the bar, or its accessible name only for 'global'. */
  label: string;
  /** Current value, between minValue and maxValue. Ignored when indeterminate. */
  value?: number;
  /** Default 0. */
  minValue?: number;
  /** Default 100. */
  maxValue?: number;
  /** Progress that cannot be measured: an animated bar without a value. */
  isIndeterminate?: boolean;
  /** Show the formatted value (e.g. "40%") next to the label. Default true unless indeterminate or global. */
  showValue?: boolean;
  /** Overrides the formatted value for display and screen readers (e.g. "3 of 12 files"). */
  valueLabel?: string;
  /** Formats the value; default a percentage in the current locale. */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * 'default' (labelled bar in the content) or 'global' (a thin bar fixed at the very top of the viewport, for
   * request progress; the label is not shown). Default 'default'.
   */
  variant?: ProgressBarVariant;
  /** Colour of the fill once the outcome is known. Default 'default'. */
  tone?: ProgressBarTone;
  className?: string;
}

/** A react-aria ProgressBar (role progressbar with value text), determinate or indeterminate. */
export function ProgressBar({
  label,
  value = 0,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
  showValue,
  valueLabel,
  formatOptions,
  variant = 'default',
  tone = 'default',
  className,
  ...rest
}: ProgressBarProps) {
  const isGlobal = variant === 'global';
  const withValue = showValue ?? (!isIndeterminate && !isGlobal);
  return (
    <Root
      {...dataAttributes(rest)}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      valueLabel={valueLabel}
      formatOptions={formatOptions}
      aria-label={isGlobal ? label : undefined}
      className={className}
      data-variant={variant}
      data-tone={tone}
    >
      {({ percentage, valueText }) => (
        <>
          {isGlobal ? null : <Label>{label}</Label>}
          {withValue && !isGlobal ? <Value>{valueText}</Value> : null}
          <Track data-part="track">
            <Fill
              data-part="fill"
              data-tone={tone}
              data-indeterminate={isIndeterminate || undefined}
              style={isIndeterminate ? undefined : ({ width: `${percentage ?? 0}%` } as CSSProperties)}
            />
          </Track>
        </>
      )}
    </Root>
  );
}
