import type { ReactNode } from 'react';
import type { space } from '../foundations/tokens';
import { StackRoot } from './Stack.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

/** A spacing token: 1 = 4px, 2 = 8px, 3 = 12px, 4 = 16px, 5 = 20px, 6 = 24px, 7 = 32px, 8 = 48px. */
export type SpaceToken = keyof typeof space;

export interface StackProps extends DataAttributes {
  /** 'vertical' (a column; default) or 'horizontal' (a row). */
  direction?: 'vertical' | 'horizontal';
  /** Space between children, as a spacing token. Default 3 (12px). */
  gap?: SpaceToken;
  /** Cross-axis alignment. Default 'stretch' for vertical, 'center' for horizontal. */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Main-axis distribution. Default 'start'. */
  justify?: 'start' | 'center' | 'end' | 'space-between';
  /** Let a horizontal stack wrap onto more lines. */
  wrap?: boolean;
  /** Rendered element; 'ul'/'ol' for lists of items. Default 'div'. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'span';
  children?: ReactNode;
  className?: string;
}

/** Lays out children in a row or column with a token gap (layout only: no colours, no semantics). */
export function Stack({
  direction = 'vertical',
  gap = 3,
  align,
  justify = 'start',
  wrap = false,
  as,
  children,
  className,
  ...rest
}: StackProps) {
  return (
    <StackRoot
      {...dataAttributes(rest)}
      as={as}
      className={className}
      data-direction={direction}
      data-gap={gap}
      data-align={align ?? (direction === 'horizontal' ? 'center' : 'stretch')}
      data-justify={justify}
      data-wrap={wrap || undefined}
    >
      {children}
    </StackRoot>
  );
}
