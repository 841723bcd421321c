import { useId } from 'react';
import type { ReactNode } from 'react';
import {
  Delta,
  Description,
  Label,
  Root,
  Skeleton,
  Sparkline,
  Unit,
  Value,
  ValueRow,
  VisuallyHidden,
} from './StatCard.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type StatDeltaDirection = 'up' | 'down' | 'flat';
export type StatDeltaTone = 'positive' | 'negative' | 'neutral';

export interface StatDelta {
  direction: StatDeltaDirection;
  /** The short visible change, e.g. "12%". Hidden from screen readers, which read `label` instead. */
  value: string;
  /** The full accessible sentence, e.g. "Up 12% from the previous 7 days". */
  label: string;
  /** Whether the change is good. Default: up is positive, down negative, flat neutral (set it for "lower is better" metrics). */
  tone?: StatDeltaTone;
}

/** The tone a delta shows: an explicit tone wins, else up is positive, down negative, flat neutral. */
export function deltaTone(delta: Pick<StatDelta, 'direction' | 'tone'>): StatDeltaTone {
  if (delta.tone) return delta.tone;
  return delta.direction === 'up' ? 'positive' : delta.direction === 'down' ? 'negative' : 'neutral';
}

export interface StatCardProps extends DataAttributes {
  /** What is measured, e.g. "Requests". Also the card's accessible name. */
  label: string;
  /** The formatted figure, e.g. "1.28M". */
  value: ReactNode;
  /** Unit after the value, e.g. "req/s". */
  unit?: string;
  delta?: StatDelta;
  /** Secondary line, e.g. "Last 7 days". */
  description?: ReactNode;
  /** A chart under the figure (e.g. a visx sparkline); the caller labels or hides it. */
  sparkline?: ReactNode;
  /** Shows placeholders and sets aria-busy. */
  isLoading?: boolean;
  /** Announced while loading, e.g. "Loading". Required when `isLoading` can be true. */
  loadingLabel?: string;
  id?: string;
  className?: string;
}

const arrows: Record<StatDeltaDirection, ReactNode> = {
  up: (
    <svg viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M6 10V2.5M2.5 6 6 2.5 9.5 6" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  ),
  down: (
    <svg viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M6 2v7.5M2.5 6 6 9.5 9.5 6" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  ),
  flat: (
    <svg viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6h8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  ),
};

export function StatCard({
  label,
  value,
  unit,
  delta,
  description,
  sparkline,
  isLoading,
  loadingLabel,
  id,
  className,
  ...rest
}: StatCardProps) {
  const labelId = useId();
  return (
    <Root
      {...dataAttributes(rest)}
      id={id}
      className={className}
      role="group"
      aria-labelledby={labelId}
      aria-busy={isLoading || undefined}
      data-state={isLoading ? 'loading' : 'ready'}
    >
      <Label id={labelId}>{label}</Label>
      {isLoading ? (
        <>
          <Skeleton aria-hidden="true" />
          <Skeleton aria-hidden="true" data-part="line" />
          <VisuallyHidden>{loadingLabel}</VisuallyHidden>
        </>
      ) : (
        <>
          <ValueRow>
            <Value data-part="value">{value}</Value>
            {unit ? <Unit>{unit}</Unit> : null}
            {delta ? (
              <Delta data-direction={delta.direction} data-tone={deltaTone(delta)}>
                {arrows[delta.direction]}
                <span aria-hidden="true">{delta.value}</span>
                <VisuallyHidden>{delta.label}</VisuallyHidden>
              </Delta>
            ) : null}
          </ValueRow>
          {description ? <Description>{description}</Description> : null}
          {sparkline ? <Sparkline>{sparkline}</Sparkline> : null}
        </>
      )}
    </Root>
  );
}
