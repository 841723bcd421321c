import styled from 'styled-components';
import { Button as RACButton, ToggleButton as RACToggleButton } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Plot = styled.div`
  position: relative;
`;

/** The focusable, pointer-sensitive layer over the plot area (keyboard and pointer exploration). */
export const Explorer = styled.div`
  position: absolute;
  outline: none;
  border-radius: ${vars.radius.sm};
  cursor: crosshair;

  &:focus-visible {
    box-shadow: ${vars.focusRing};
  }
`;

export const SeriesLine = styled.path`
  fill: none;
  stroke: var(--chart-series);
  stroke-width: 2;
  stroke-linejoin: round;
  stroke-linecap: round;
`;

export const SeriesArea = styled.path`
  fill: var(--chart-series);
  fill-opacity: 0.12;
  stroke: none;
`;

/** The line into and through the intervals still being counted: dashed, so it reads as not final. */
export const PartialLine = styled(SeriesLine)`
  stroke-dasharray: 4 4;
`;

export const PartialArea = styled(SeriesArea)`
  fill-opacity: 0.05;
`;

/** Behind the intervals still being counted. */
export const PartialBand = styled.rect`
  fill: ${vars.color.chart.partial};
`;

export const PartialBandLabel = styled.text`
  fill: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.xs};
`;

export const ActiveDot = styled.circle`
  fill: ${vars.color.background.surface};
  stroke: var(--chart-series);
  stroke-width: 2;
`;

export const Crosshair = styled.line`
  stroke: ${vars.color.border.strong};
  stroke-width: 1;
  shape-rendering: crispEdges;
`;

export const MarkerLine = styled.line`
  stroke: ${vars.color.chart.marker};
  stroke-width: 1;
  stroke-dasharray: 4 3;
  shape-rendering: crispEdges;
`;

/** A change marker's label, focusable so keyboard and screen-reader users reach it. */
export const MarkerFlag = styled(RACButton)`
  position: absolute;
  top: 0;
  max-width: 40%;
  padding: 0 ${vars.space[1]};
  overflow: hidden;
  border: 1px solid ${vars.color.chart.marker};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background.surface};
  color: ${vars.color.text.primary};
  font-family: inherit;
  font-size: ${vars.fontSize.xs};
  line-height: 18px;
  white-space: nowrap;
  text-overflow: ellipsis;
  cursor: default;
  outline: none;

  &[data-align='end'] {
    transform: translateX(-100%);
  }
  /* Too close to the previous flag: a small tab on the line; the label is its name and shows in the tooltip. */
  &[data-compact='true'] {
    width: 10px;
    height: 18px;
    padding: 0;
    color: transparent;
    transform: translateX(-50%);
  }
  &[data-focus-visible] {
    box-shadow: ${vars.focusRing};
  }
  &[data-hovered],
  &[data-active='true'] {
    border-color: ${vars.color.text.primary};
  }
`;

export const TooltipBox = styled.div`
  position: absolute;
  z-index: 1;
  min-width: 140px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.surfaceRaised};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  pointer-events: none;
  white-space: nowrap;

  &[data-align='end'] {
    transform: translateX(-100%);
  }
`;

export const TooltipTime = styled.div`
  font-weight: ${vars.fontWeight.semibold};
`;

export const TooltipList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;

  li {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
`;

export const TooltipValue = styled.span`
  margin-inline-start: auto;
  padding-inline-start: ${vars.space[3]};
  font-weight: ${vars.fontWeight.medium};
`;

export const TooltipMarker = styled.div`
  margin-top: ${vars.space[1]};
  padding-top: ${vars.space[1]};
  border-top: 1px solid ${vars.color.border.default};
  color: ${vars.color.text.secondary};
`;

export const LegendRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[2]};
  margin-top: ${vars.space[2]};
`;

/** A legend entry that shows or hides its series (aria-pressed: shown). */
export const LegendToggle = styled(RACToggleButton)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 24px;
  padding: 0 ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text.primary};
  font-family: inherit;
  font-size: ${vars.fontSize.sm};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
  }
  &[data-focus-visible] {
    box-shadow: ${vars.focusRing};
  }
  /* Hidden series: hollow swatch and struck-through label, so the state does not rest on colour alone. */
  &:not([data-selected]) {
    color: ${vars.color.text.secondary};
    text-decoration: line-through;
  }
  &:not([data-selected]) > span[data-swatch] {
    background: transparent;
    box-shadow: inset 0 0 0 2px var(--chart-series);
  }
`;

/** The legend's key to the dashed line (not a toggle): what a partial interval is. */
export const PartialKey = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 24px;
  padding: 0 ${vars.space[2]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;

export const DashedSwatch = styled.span`
  flex: none;
  width: 16px;
  border-top: 2px dashed ${vars.color.text.secondary};
`;

export const EmptyMessage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px dashed ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;
