import styled from 'styled-components';
import { vars } from '../foundations/tokens';

export const Line = styled.path`
  fill: none;
  stroke: var(--chart-series);
  stroke-width: 2;
  stroke-linejoin: round;
  stroke-linecap: round;
`;

export const Area = styled.path`
  fill: var(--chart-series);
  fill-opacity: 0.16;
  stroke: none;
`;

export const Marker = styled.circle`
  fill: ${vars.color.background.surface};
  stroke: var(--chart-series);
  stroke-width: 2;
`;

export const Bare = styled.span`
  position: relative;
  display: inline-block;
  line-height: 0;

  &[data-sizing='fluid'] {
    display: block;
    width: 100%;
  }
`;
