import styled, { keyframes } from 'styled-components';
import { Modal, ModalOverlay } from 'react-aria-components';
import { vars } from '../foundations/tokens';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.modal};
  display: flex;
  justify-content: flex-end;
  background: ${vars.color.background.backdrop};

  &[data-entering] {
    animation: ${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard};
  }
  &[data-exiting] {
    animation: ${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard} reverse;
  }
`;

export const Panel = styled(Modal)`
  display: flex;
  width: 100%;
  height: 100%;
  border-inline-start: 1px solid ${vars.color.border.default};
  background: ${vars.color.background.surfaceRaised};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.lg};

  &[data-size='small'] {
    max-width: 360px;
  }
  &[data-size='medium'] {
    max-width: 520px;
  }
  &[data-size='large'] {
    max-width: 760px;
  }

  &[data-entering] {
    animation: ${slideIn} ${vars.motion.durationSlow} ${vars.motion.easingStandard};
  }
  &[data-exiting] {
    animation: ${slideIn} ${vars.motion.durationNormal} ${vars.motion.easingStandard} reverse;
  }
`;
