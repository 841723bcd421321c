import styled from 'styled-components';
import { Button, UNSTABLE_Toast as Toast, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { visuallyHidden } from '../foundations/visuallyHidden';

export const Region = styled(ToastRegion)`
  position: fixed;
  inset-block-end: ${vars.space[4]};
  inset-inline-end: ${vars.space[4]};
  z-index: ${vars.z.toast};
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[2]};
  width: min(400px, calc(100vw - 2 * ${vars.space[4]}));
  margin: 0;
  padding: 0;
  outline: none;

  & ol {
    display: flex;
    flex-direction: column-reverse;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  &[data-focus-visible] {
    box-shadow: ${vars.focusRing};
    border-radius: ${vars.radius.lg};
  }
` as typeof ToastRegion;

export const StyledToast = styled(Toast)`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border.default};
  border-inline-start: 4px solid ${vars.color.status.info.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.surfaceRaised};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.lg};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  outline: none;

  &[data-variant='success'] {
    border-inline-start-color: ${vars.color.status.success.border};
  }

  &[data-variant='error'] {
    border-inline-start-color: ${vars.color.status.danger.border};
  }

  &[data-variant='warning'] {
    border-inline-start-color: ${vars.color.status.warning.border};
  }

  &[data-focus-visible] {
    box-shadow: ${vars.focusRing};
  }
` as typeof Toast;

export const Icon = styled.svg`
  flex: none;
  width: 18px;
  height: 18px;
  margin-top: 1px;
  fill: ${vars.color.status.info.text};

  & [data-part='mark'] {
    fill: none;
    stroke: ${vars.color.background.surfaceRaised};
    stroke-width: 1.75;
    stroke-linecap: round;
  }

  &[data-variant='success'] {
    fill: ${vars.color.status.success.text};
  }

  &[data-variant='error'] {
    fill: ${vars.color.status.danger.text};
  }

  &[data-variant='warning'] {
    fill: ${vars.color.status.warning.text};
  }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;

  & [data-part='title'] {
    display: block;
    font-weight: ${vars.fontWeight.semibold};
  }

  & [data-part='description'] {
    display: block;
    margin-top: ${vars.space[1]};
    color: ${vars.color.text.secondary};
    overflow-wrap: anywhere;
  }
`;

export const CloseButton = styled(Button)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin: -${vars.space[1]} 0;
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

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
