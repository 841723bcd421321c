import styled from 'styled-components';
import {
  CheckboxButton as RACCheckboxButton,
  CheckboxField as RACCheckboxField,
} from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Root = styled(RACCheckboxField)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};

  & > [slot='description'],
  & > [data-part='error'] {
    padding-left: calc(18px + ${vars.space[2]});
  }
`;

export const Control = styled(RACCheckboxButton)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.primary};
  cursor: pointer;

  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
`;

export const Box = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  margin-top: 2px;
  border: 1px solid ${vars.color.border.input};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background.input};
  color: ${vars.color.checkbox.checkmark};
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easingStandard};

  & > svg {
    width: 12px;
    height: 12px;
    visibility: hidden;
  }

  [data-hovered] > & {
    border-color: ${vars.color.border.inputHover};
  }
  [data-selected] > & {
    border-color: ${vars.color.checkbox.checkedBg};
    background: ${vars.color.checkbox.checkedBg};
  }
  [data-selected] > & > svg {
    visibility: visible;
  }
  [data-invalid] > & {
    border-color: ${vars.color.border.danger};
  }
  [data-focus-visible] > & {
    box-shadow: ${vars.focusRing};
  }
  [data-disabled] > & {
    border-color: ${vars.color.border.default};
    background: ${vars.color.background.disabled};
  }
`;
