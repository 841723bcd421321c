// A card's numbers as label/value pairs. While the numbers load the same grid is drawn with a placeholder in
// each value, so the card keeps its height when they arrive (no layout shift on /home).
import type { ReactNode } from 'react';
import { Skeleton } from '@ds/Skeleton';
import { Figures } from '../home.styles';

export interface Figure {
  key: string;
  label: string;
  /** undefined while loading. */
  value: ReactNode | undefined;
}

export function FigureGrid({ figures }: { figures: readonly Figure[] }) {
  return (
    <Figures>
      {figures.map((figure) => (
        <div key={figure.key} data-figure={figure.key}>
          <dt>{figure.label}</dt>
          <dd>{figure.value === undefined ? <Skeleton width="3ch" /> : figure.value}</dd>
        </div>
      ))}
    </Figures>
  );
}
