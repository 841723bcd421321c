import styled, { keyframes } from 'styled-components';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { vars } from '../foundations/tokens';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[4]};
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
  max-height: calc(100vh - 2 * ${vars.space[4]});
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.surfaceRaised};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.lg};

  &[data-size='small'] {
    max-width: 400px;
  }
  &[data-size='medium'] {
    max-width: 600px;
  }
  &[data-size='large'] {
    max-width: 900px;
  }

  &[data-entering] {
    animation: ${rise} ${vars.motion.durationNormal} ${vars.motion.easingStandard};
  }
`;

/**
 * The dialog itself and the scroll container (it takes focus on open, so arrow keys scroll long content); the
 * header and footer stick. Shared with Drawer.
 */
export const Frame = styled(Dialog)`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  overflow: auto;
  outline: none;

  /* Focus rests on the dialog itself when it opens; the panel's edge already shows where it is. */
  &:focus-visible {
    box-shadow: none;
  }
`;

export const Header = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  background: inherit;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]} ${vars.space[6]} ${vars.space[3]};
`;

export const Title = styled(Heading)`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  flex: 1;
  padding: 0 ${vars.space[6]} ${vars.space[5]};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};

  & p {
    margin: 0 0 ${vars.space[2]};
  }
  & p:last-child {
    margin-bottom: 0;
  }
`;

export const Footer = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  background: inherit;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} ${vars.space[6]};
  border-top: 1px solid ${vars.color.border.default};
`;

export const CloseButton = styled(Button)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -${vars.space[1]} -${vars.space[2]} 0 0;
  padding: 0;
  border: none;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
    color: ${vars.color.text.primary};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;
