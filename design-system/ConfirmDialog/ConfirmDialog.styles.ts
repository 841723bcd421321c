import styled from 'styled-components';
import { Heading, Modal, ModalOverlay } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[4]};
  background: ${vars.color.background.backdrop};
`;

export const Panel = styled(Modal)`
  width: min(480px, 100%);
  max-height: calc(100vh - 2 * ${vars.space[4]});
  overflow: auto;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.surfaceRaised};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.lg};

  & [role='alertdialog'] {
    padding: ${vars.space[6]};
    outline: none;
  }

  & [role='alertdialog']:focus-visible {
    box-shadow: none;
  }
`;

export const Title = styled(Heading)`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

export const Body = styled.div`
  margin-top: ${vars.space[3]};
  color: ${vars.color.text.secondary};
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
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[6]};
`;
