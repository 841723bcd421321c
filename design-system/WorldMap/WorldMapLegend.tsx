import type { CSSProperties } from 'react';
import { chartNoData } from '../Charts/palette';
import { ScaleLegend, ScaleSwatch } from './WorldMap.styles';

/** One colour of the legend: a sequential step ("10,000–20,000") or a category ("CDN A"). */
export interface WorldMapLegendItem {
  key: string;
  /** CSS colour of the swatch (a chart palette variable). */
  fill: string;
  text: string;
}

export interface WorldMapLegendProps {
  /** Accessible name of the list, e.g. "Requests per country". */
  label: string;
  /** The colours in order: sequential steps lowest first, or the categories. */
  items: readonly WorldMapLegendItem[];
  /** Text of the no-data swatch. */
  noData: string;
  /** Text of the selected (hatched) swatch; omitted when the map is not selectable. */
  selected?: string;
}

/** The colour steps or categories, the no-data swatch and (selectable maps) the hatched selected swatch. */
export function WorldMapLegend({ label, items, noData, selected }: WorldMapLegendProps) {
  return (
    <ScaleLegend aria-label={label}>
      {items.map((item) => (
        <li key={item.key} style={{ '--country-fill': item.fill } as CSSProperties}>
          <ScaleSwatch aria-hidden="true" />
          {item.text}
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
