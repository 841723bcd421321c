import styled, { keyframes } from 'styled-components';
import { OverlayArrow, Tooltip } from 'react-aria-components';
import { vars } from '../foundations/tokens';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Bubble = styled(Tooltip)`
  max-width: 280px;
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.text.primary};
  color: ${vars.color.background.surface};
  box-shadow: ${vars.shadow.md};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  overflow-wrap: anywhere;
  z-index: ${vars.z.tooltip};

  &[data-entering] {
    animation: ${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard};
  }
  &[data-exiting] {
    animation: ${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard} reverse;
  }
`;

export const Arrow = styled(OverlayArrow)`
  & svg {
    display: block;
    fill: ${vars.color.text.primary};
  }
  &[data-placement='bottom'] svg {
    transform: rotate(180deg);
  }
  &[data-placement='left'] svg {
    transform: rotate(-90deg);
  }
  &[data-placement='right'] svg {
    transform: rotate(90deg);
  }
`;
