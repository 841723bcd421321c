import type { CSSProperties, ReactNode } from 'react';
import { GridRoot } from './Stack.styles';
import type { SpaceToken } from './Stack';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface GridProps extends DataAttributes {
  /**
   * A fixed number of equal columns (1–6). Without it the grid is responsive: as many columns as fit, each at
   * least `minColumnWidth` wide.
   */
  columns?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Narrowest column of a responsive grid (CSS length). Default '240px'. */
  minColumnWidth?: string;
  /** Responsive grids: 'fill' keeps empty tracks (items keep their width), 'fit' stretches items. Default 'fill'. */
  fit?: 'fill' | 'fit';
  /** Space between cells, as a spacing token. Default 4 (16px). */
  gap?: SpaceToken;
  /** Vertical alignment of cells. Default 'stretch'. */
  align?: 'start' | 'center' | 'end' | 'stretch';
  /** Rendered element. Default 'div'. */
  as?: 'div' | 'section' | 'ul' | 'ol';
  children?: ReactNode;
  className?: string;
}

/** A grid of equal columns, fixed or responsive by a minimum column width. */
export function Grid({
  columns,
  minColumnWidth,
  fit = 'fill',
  gap = 4,
  align = 'stretch',
  as,
  children,
  className,
  ...rest
}: GridProps) {
  // The width varies per instance, so it travels as a CSS custom property; the rules stay static.
  const style = minColumnWidth ? ({ '--grid-min-column-width': minColumnWidth } as CSSProperties) : undefined;
  return (
    <GridRoot
      {...dataAttributes(rest)}
      as={as}
      className={className}
      style={style}
      data-columns={columns}
      data-fit={fit}
      data-gap={gap}
      data-align={align}
    >
      {children}
    </GridRoot>
  );
}
