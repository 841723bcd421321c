import styled, { keyframes } from 'styled-components';
import { vars } from '../foundations/tokens';
import { visuallyHidden } from '../foundations/visuallyHidden';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.surface};
  box-shadow: ${vars.shadow.sm};
`;

export const Label = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text.secondary};
`;

export const ValueRow = styled.div`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[2]};
`;

export const Value = styled.span`
  font-size: ${vars.fontSize.xxl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};
  font-variant-numeric: tabular-nums;
`;

export const Unit = styled.span`
  font-size: ${vars.fontSize.md};
  color: ${vars.color.text.secondary};
`;

export const Delta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};

  &[data-tone='positive'] {
    color: ${vars.color.status.success.text};
  }
  &[data-tone='negative'] {
    color: ${vars.color.status.danger.text};
  }
  &[data-tone='neutral'] {
    color: ${vars.color.text.secondary};
  }
  & > svg {
    width: 12px;
    height: 12px;
  }
`;

export const Description = styled.span`
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.text.secondary};
`;

export const Sparkline = styled.div`
  min-height: 32px;
  color: ${vars.color.accent.text};
`;

export const Skeleton = styled.span`
  display: block;
  width: 60%;
  height: 30px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background.surfaceHover};
  animation: ${pulse} 1.5s ease-in-out infinite;

  &[data-part='line'] {
    width: 40%;
    height: 14px;
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
