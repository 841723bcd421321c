import styled, { keyframes } from 'styled-components';
import { vars } from '../foundations/tokens';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

export const Root = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: 100%;

  &[data-variant='circle'] {
    display: inline-flex;
    width: auto;
  }
`;

export const Bone = styled.span`
  display: block;
  height: 0.75em;
  margin: 0.375em 0;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background.disabled};
  animation: ${pulse} 1.6s ${vars.motion.easingStandard} infinite;

  &[data-part='block'] {
    height: var(--skeleton-height, 96px);
    margin: 0;
    border-radius: ${vars.radius.md};
  }
  &[data-part='circle'] {
    width: var(--skeleton-height, 32px);
    height: var(--skeleton-height, 32px);
    margin: 0;
    border-radius: ${vars.radius.full};
  }
  &[data-part='line']:last-child:not(:first-child) {
    width: 60%;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
