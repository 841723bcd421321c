import { vars } from '../foundations/tokens';

// Series colours for charts. There is no dedicated chart palette in the tokens yet, so these are references to
// existing accent/status tokens (CSS variables): both skins work, and every colour keeps 3:1 against surfaces.
export const chartSeries = [
  vars.color.accent.default,
  vars.color.status.success.text,
  vars.color.status.warning.text,
  vars.color.status.danger.text,
  vars.color.status.neutral.text,
  vars.color.status.info.border,
] as const;

/** The series colour for the i-th series (wraps around). */
export function seriesColor(index: number): string {
  return (
    chartSeries[((index % chartSeries.length) + chartSeries.length) % chartSeries.length] ?? chartSeries[0]
  );
}
