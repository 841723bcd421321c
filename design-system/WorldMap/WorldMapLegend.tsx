import type { CSSProperties } from 'react';
import { chartNoData, chartSequential } from '../Charts/palette';
import { ScaleLegend, ScaleSwatch } from './WorldMap.styles';

export interface WorldMapLegendProps {
  /** Accessible name of the list, e.g. "Requests per country". */
  label: string;
  /** Upper bounds of the colour steps (the first step starts at 0). */
  bins: readonly number[];
  /** Text of one step from its bounds, e.g. "10,000–20,000". */
  formatStep: (low: number, high: number) => string;
  /** Text of the no-data swatch. */
  noData: string;
  /** Text of the selected (hatched) swatch; omitted when the map is not selectable. */
  selected?: string;
}

/** The sequential colour steps, the no-data swatch and (selectable maps) the hatched selected swatch. */
export function WorldMapLegend({ label, bins, formatStep, noData, selected }: WorldMapLegendProps) {
  return (
    <ScaleLegend aria-label={label}>
      {bins.map((upper, i) => (
        <li key={upper} style={{ '--country-fill': chartSequential[i] } as CSSProperties}>
          <ScaleSwatch aria-hidden="true" />
          {formatStep(i === 0 ? 0 : (bins[i - 1] ?? 0), upper)}
        </li>
      ))}
      <li style={{ '--country-fill': chartNoData } as CSSProperties}>
        <ScaleSwatch aria-hidden="true" />
        {noData}
      </li>
      {selected !== undefined && (
        <li>
          <ScaleSwatch aria-hidden="true" data-kind="selected" />
          {selected}
        </li>
      )}
    </ScaleLegend>
  );
}
