import type { CSSProperties } from 'react';
import { Swatch } from './Charts.styles';
import { DashedSwatch, LegendRow, LegendToggle, PartialKey } from './TimeSeries.styles';
import { chartColor } from './palette';
import type { ChartColor } from './palette';

interface LegendSeries {
  id: string;
  label: string;
  color: ChartColor;
  hidden: boolean;
}

export interface TimeSeriesLegendProps {
  /** Accessible name of the group. */
  label: string;
  series: readonly LegendSeries[];
  onToggle: (id: string, shown: boolean) => void;
  /** The key to the dashed line when part of the range is still being counted. */
  partialLabel?: string;
}

/** One toggle button per series (pressed = shown): Tab reaches each, Enter/Space shows or hides its line. */
export function TimeSeriesLegend({ label, series, onToggle, partialLabel }: TimeSeriesLegendProps) {
  return (
    <LegendRow role="group" aria-label={label}>
      {series.map((s) => (
        <LegendToggle
          key={s.id}
          isSelected={!s.hidden}
          onChange={(shown) => onToggle(s.id, shown)}
          style={{ '--chart-series': chartColor(s.color) } as CSSProperties}
          data-series={s.id}
        >
          <Swatch data-swatch="" aria-hidden="true" />
          {s.label}
        </LegendToggle>
      ))}
      {partialLabel ? (
        <PartialKey data-partial-key="">
          <DashedSwatch aria-hidden="true" />
          {partialLabel}
        </PartialKey>
      ) : null}
    </LegendRow>
  );
}
