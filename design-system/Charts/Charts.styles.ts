import styled from 'styled-components';
import { vars } from '../foundations/tokens';
import { visuallyHidden } from '../foundations/visuallyHidden';

export const Frame = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.surface};
  color: ${vars.color.text.primary};
  font-family: ${vars.fontFamily.sans};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  width: max-content;
  max-width: 100%;
  box-sizing: border-box;

  &[data-sizing='fluid'] {
    width: 100%;
  }
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

export const Title = styled.figcaption`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text.primary};
`;

export const Body = styled.div`
  min-width: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${vars.space[1]} ${vars.space[2]};
    border-bottom: 1px solid ${vars.color.border.default};
    text-align: start;
  }

  th {
    font-weight: ${vars.fontWeight.regular};
    color: ${vars.color.text.primary};
  }

  thead th {
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.text.secondary};
    border-bottom-color: ${vars.color.border.strong};
  }

  td,
  thead th:not(:first-child) {
    text-align: end;
  }
`;

export const Svg = styled.svg`
  display: block;
  overflow: visible;
  font-family: ${vars.fontFamily.sans};
`;

export const AxisLine = styled.line`
  stroke: ${vars.color.border.strong};
  stroke-width: 1;
  shape-rendering: crispEdges;
`;

export const GridLine = styled.line`
  stroke: ${vars.color.border.default};
  stroke-width: 1;
  shape-rendering: crispEdges;
`;

export const TickLabel = styled.text`
  fill: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;
`;

export const CenterValue = styled.text`
  fill: ${vars.color.text.primary};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

export const CenterLabel = styled.text`
  fill: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.xs};
`;

export const Legend = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
`;

export const LegendItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const LegendValue = styled.span`
  margin-inline-start: auto;
  padding-inline-start: ${vars.space[3]};
  color: ${vars.color.text.secondary};
  font-variant-numeric: tabular-nums;
`;

export const Swatch = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: ${vars.radius.sm};
  background: var(--chart-series);
`;

export const DonutLayout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[5]};
`;
