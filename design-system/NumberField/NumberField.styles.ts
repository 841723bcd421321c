import styled from 'styled-components';
import {
  Button as RACButton,
  Group as RACGroup,
  Input as RACInput,
  NumberField as RACNumberField,
} from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { bareInputCss, fieldBoxCss } from '../FormField/FormField.styles';

export const Root = styled(RACNumberField)`
  display: block;
  min-width: 0;
`;

export const Box = styled(RACGroup)`
  ${fieldBoxCss}
  display: flex;
  align-items: stretch;
  overflow: hidden;
`;

export const Input = styled(RACInput)`
  ${bareInputCss}
  font-variant-numeric: tabular-nums;
`;

export const Unit = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${vars.space[3]} 0 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;
`;

export const Steppers = styled.span`
  display: flex;
  flex-direction: column;
  border-left: 1px solid ${vars.color.border.default};
`;

export const Stepper = styled(RACButton)`
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;

  & + & {
    border-top: 1px solid ${vars.color.border.default};
  }
  & > svg {
    width: 10px;
    height: 10px;
  }
  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
    color: ${vars.color.text.primary};
  }
  &[data-pressed] {
    background: ${vars.color.background.surfaceSelected};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
    background: transparent;
  }
`;
