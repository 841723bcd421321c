import styled from 'styled-components';
import { Modal, ModalOverlay } from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { MenuToggle } from './AppLayout.styles';

export const DrawerOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.overlay};
  background: ${vars.color.background.backdrop};
`;

export const Drawer = styled(Modal)`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  width: min(300px, 85vw);
  overflow-y: auto;
  background: ${vars.color.background.surface};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.lg};

  & [role='dialog'],
  & [role='dialog']:focus-visible {
    outline: none;
    box-shadow: none;
  }
`;

export const DrawerHeader = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${vars.space[2]} ${vars.space[2]} 0;
`;

export const DrawerCloseButton = styled(MenuToggle)`
  display: inline-flex;
`;
