import styled from 'styled-components';
import { Radio as RACRadio, RadioGroup as RACRadioGroup } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Root = styled(RACRadioGroup)`
  display: block;
  min-width: 0;
`;

export const Items = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[1]} 0;

  [data-orientation='horizontal'] > [data-part='form-field'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${vars.space[2]} ${vars.space[5]};
  }
`;

export const Item = styled(RACRadio)`
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

export const Dot = styled.span`
  flex: none;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  margin-top: 2px;
  border: 1px solid ${vars.color.border.input};
  border-radius: ${vars.radius.full};
  background: ${vars.color.background.input};

  &::after {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${vars.radius.full};
    background: transparent;
  }

  [data-hovered] > & {
    border-color: ${vars.color.border.inputHover};
  }
  [data-selected] > & {
    border-color: ${vars.color.checkbox.checkedBg};
    background: ${vars.color.checkbox.checkedBg};
  }
  [data-selected] > &::after {
    background: ${vars.color.checkbox.checkmark};
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
  [data-disabled][data-selected] > &::after {
    background: ${vars.color.text.disabled};
  }
`;

export const ItemText = styled.span`
  display: flex;
  flex-direction: column;
`;

export const ItemDescription = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};
`;
