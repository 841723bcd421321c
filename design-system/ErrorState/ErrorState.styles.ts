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
  color: ${vars.color.status.danger.text};

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
  max-width: 56ch;
  color: ${vars.color.text.secondary};
`;

export const RequestId = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: center;
  gap: ${vars.space[1]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};

  & code {
    padding: 2px ${vars.space[1]};
    border: 1px solid ${vars.color.border.default};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.background.surface};
    color: ${vars.color.text.primary};
    font-size: ${vars.fontSize.xs};
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

export const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[2]};
`;
