// Layout glue for the general pages (spacing only).
import styled from 'styled-components';
import { vars } from '@ds/foundations';

export const CenteredPage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[6]};
  min-height: 100vh;
  padding: ${vars.space[6]};
`;

export const LoginColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  width: min(24rem, 100%);
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const Preferences = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;
