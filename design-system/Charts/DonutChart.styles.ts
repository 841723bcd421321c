import styled from 'styled-components';
import { vars } from '../foundations/tokens';

export const ArcPath = styled.path`
  fill: var(--chart-series);
  stroke: ${vars.color.background.surface};
  stroke-width: 2;
  stroke-linejoin: round;
`;

export const Track = styled.circle`
  fill: none;
  stroke: ${vars.color.border.default};
`;
