import styled from 'styled-components';
import { vars } from '../foundations/tokens';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[8]} ${vars.space[4]};
  text-align: center;
`;

export const Icon = styled.div`
  display: flex;
  width: 40px;
  height: 40px;
  align-items: center;
  justify-content: center;
  color: ${vars.color.text.secondary};

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};
`;

export const Description = styled.p`
  margin: 0;
  max-width: 48ch;
  color: ${vars.color.text.secondary};
`;

export const Action = styled.div`
  margin-top: ${vars.space[2]};
`;
