import styled from 'styled-components';
import { Button as RACButton, DropZone as RACDropZone, Text as RACText } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const Label = styled.span`
  display: block;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};
`;

export const Zone = styled(RACDropZone)`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[5]} ${vars.space[4]};
  border: 1px dashed ${vars.color.border.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.input};
  color: ${vars.color.text.secondary};
  text-align: center;
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &[data-hovered] {
    border-color: ${vars.color.border.inputHover};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &[data-drop-target] {
    border-style: solid;
    border-color: ${vars.color.accent.default};
    background: ${vars.color.accent.subtle};
  }
  &[data-invalid] {
    border-color: ${vars.color.border.danger};
  }
  &[data-disabled] {
    border-color: ${vars.color.border.default};
    background: ${vars.color.background.disabled};
    color: ${vars.color.text.disabled};
  }

  & > svg {
    width: 24px;
    height: 24px;
  }
`;

export const DropText = styled(RACText)`
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
`;

export const Choose = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 28px;
  margin: 0;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.button.normalBorder};
  border-radius: ${vars.radius.md};
  background: ${vars.color.button.normalBg};
  color: ${vars.color.button.normalText};
  font-family: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.color.button.normalBgHover};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &[data-disabled] {
    cursor: not-allowed;
    border-color: ${vars.color.border.default};
    background: ${vars.color.background.disabled};
    color: ${vars.color.text.disabled};
  }
`;

export const Description = styled.span`
  display: block;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.secondary};
`;

export const Selected = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.primary};
  overflow-wrap: anywhere;

  &:empty {
    display: none;
  }
  & > svg {
    flex: none;
    width: 16px;
    height: 16px;
    color: ${vars.color.text.secondary};
  }
`;

export const ErrorText = styled.span`
  display: block;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.danger};
`;
