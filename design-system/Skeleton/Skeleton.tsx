import type { CSSProperties } from 'react';
import { Bone, Root } from './Skeleton.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type SkeletonVariant = 'text' | 'block' | 'circle';

export interface SkeletonProps extends DataAttributes {
  /** 'text' (lines of body text; the last of several is shorter), 'block' (a rectangle) or 'circle' (an avatar). Default 'text'. */
  variant?: SkeletonVariant;
  /** Number of text lines. Default 1. */
  lines?: number;
  /** Width of the skeleton (CSS length). Default the full width (circle: its height). */
  width?: string;
  /** Height of a block or diameter of a circle (CSS length). Defaults 96px and 32px. */
  height?: string;
  className?: string;
}

/**
 * A placeholder shape shown while content loads. It is hidden from assistive technology: the caller announces
 * loading once for the whole region (e.g. a visually hidden "Loading zones" status, or aria-busy on the table).
 */
export function Skeleton({ variant = 'text', lines = 1, width, height, className, ...rest }: SkeletonProps) {
  // Sizes vary per instance, so they travel as CSS custom properties (the style rules stay static).
  const style = {
    width: variant === 'circle' ? undefined : width,
    '--skeleton-height': height,
  } as CSSProperties;
  const count = variant === 'text' ? Math.max(1, lines) : 1;
  return (
    <Root
      {...dataAttributes(rest)}
      aria-hidden="true"
      className={className}
      data-variant={variant}
      style={style}
    >
      {Array.from({ length: count }, (_, i) => (
        <Bone key={i} data-part={variant === 'text' ? 'line' : variant} />
      ))}
    </Root>
  );
}
