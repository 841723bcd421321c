import styled from 'styled-components';
import { vars } from '../foundations/tokens';

export const MapArea = styled.div`
  position: relative;
`;

export const CountryShape = styled.path`
  fill: var(--country-fill);
  stroke: ${vars.color.background.surface};
  stroke-width: 0.5;
  outline: none;

  &[data-interactive='true'] {
    cursor: pointer;
  }
  &[data-interactive='true']:hover {
    stroke: ${vars.color.text.primary};
    stroke-width: 1;
  }
`;

/** Hatching and a strong outline over selected countries, so selection does not rest on colour alone. */
export const SelectedOverlay = styled.path`
  fill: var(--hatch);
  stroke: ${vars.color.chart.selected};
  stroke-width: 1.5;
  pointer-events: none;
`;

export const HatchLine = styled.path`
  stroke: ${vars.color.chart.selected};
  stroke-width: 1.5;
`;

/** A surface-coloured band under the focus ring, so the ring stands out on any fill (blue ones too). */
export const FocusHalo = styled.path`
  fill: none;
  stroke: ${vars.color.background.surface};
  stroke-width: 5;
  pointer-events: none;
`;

/** Drawn on top of everything for the focused country (SVG has no z-index). */
export const FocusOverlay = styled.path`
  fill: none;
  stroke: ${vars.color.focus.ring};
  stroke-width: 2.5;
  pointer-events: none;
`;

export const Tip = styled.div`
  position: absolute;
  z-index: 1;
  padding: ${vars.space[1]} ${vars.space[2]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.surfaceRaised};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;
  pointer-events: none;
  transform: translate(-50%, calc(-100% - 8px));
`;

export const TipName = styled.div`
  font-weight: ${vars.fontWeight.semibold};
`;

export const TipDetail = styled.div`
  color: ${vars.color.text.secondary};
  font-variant-numeric: tabular-nums;
`;

export const ScaleLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: ${vars.space[2]} 0 0;
  padding: 0;
  list-style: none;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;

  li {
    display: flex;
    align-items: center;
    gap: ${vars.space[1]};
  }
`;

export const ScaleSwatch = styled.span`
  flex: none;
  width: 16px;
  height: 10px;
  border-radius: 2px;
  background: var(--country-fill);

  &[data-kind='selected'] {
    background: ${vars.color.background.surface};
    box-shadow: inset 0 0 0 1.5px ${vars.color.chart.selected};
    background-image: repeating-linear-gradient(
      45deg,
      ${vars.color.chart.selected} 0 1.5px,
      transparent 1.5px 4px
    );
  }
`;

/** The category's colour before its name in the tooltip of a categorical map. */
export const TipSwatch = styled.span`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-inline-end: ${vars.space[1]};
  border-radius: 2px;
  background: var(--country-fill);
`;
