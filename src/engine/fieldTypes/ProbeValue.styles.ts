import styled from 'styled-components';
import { vars } from '@ds/foundations';

/** An answer that failed reads in the danger colour (its words say so too). */
export const ProbeResult = styled.span`
  &[data-state='failed'] {
    color: ${vars.color.text.danger};
  }
`;
