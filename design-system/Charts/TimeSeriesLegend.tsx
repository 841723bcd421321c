import type { CSSProperties } from 'react';
import { Swatch } from './Charts.styles';
import { LegendRow, LegendToggle } from './TimeSeries.styles';
import { seriesColor } from './palette';

interface LegendSeries {
  id: string;
  label: string;
  color: number;
  hidden: boolean;
}

export interface TimeSeriesLegendProps {
  /** Accessible name of the group. */
  label: string;
  series: readonly LegendSeries[];
  onToggle: (id: string, shown: boolean) => void;
}

/** One toggle button per series (pressed = shown): Tab reaches each, Enter/Space shows or hides its line. */
export function TimeSeriesLegend({ label, series, onToggle }: TimeSeriesLegendProps) {
  return (
    <LegendRow role="group" aria-label={label}>
      {series.map((s) => (
        <LegendToggle
          key={s.id}
          isSelected={!s.hidden}
          onChange={(shown) => onToggle(s.id, shown)}
          style={{ '--chart-series': seriesColor(s.color) } as CSSProperties}
          data-series={s.id}
        >
          <Swatch data-swatch="" aria-hidden="true" />
          {s.label}
        </LegendToggle>
      ))}
    </LegendRow>
  );
}
