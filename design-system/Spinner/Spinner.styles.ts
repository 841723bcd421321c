import styled, { keyframes } from 'styled-components';
import { Label as RACLabel, ProgressBar } from 'react-aria-components';
import { vars } from '../foundations/tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Root = styled(ProgressBar)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.tight};
  vertical-align: middle;

  --spinner-size: 20px;
  --spinner-stroke: 2px;

  &[data-size='small'] {
    --spinner-size: 14px;
    font-size: ${vars.fontSize.sm};
  }
  &[data-size='large'] {
    --spinner-size: 32px;
    --spinner-stroke: 3px;
    font-size: ${vars.fontSize.lg};
  }
  &[data-tone='inverse'] {
    color: ${vars.color.text.inverse};
  }
`;

export const Ring = styled.span`
  flex: none;
  display: inline-block;
  width: var(--spinner-size);
  height: var(--spinner-size);
  border: var(--spinner-stroke) solid ${vars.color.border.strong};
  border-top-color: ${vars.color.accent.default};
  border-radius: ${vars.radius.full};
  animation: ${spin} 0.8s linear infinite;

  [data-tone='inverse'] > & {
    border-color: currentColor;
    border-top-color: transparent;
  }

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export const Label = styled(RACLabel)`
  color: ${vars.color.text.secondary};
`;
