import styled from 'styled-components';
import { Bar } from '@visx/shape';

/** visx's Bar (a <rect>), coloured by the series variable set on the chart. */
export const BarRect = styled(Bar)`
  fill: var(--chart-series);
`;
