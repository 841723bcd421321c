// Layout of the profile pages (spacing only; every visual comes from the design system).
import styled from 'styled-components';
import { vars } from '@ds/foundations';

export const TagRow = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

export const SecretBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;
