import styled from 'styled-components';
import {
  Button as RACButton,
  Group as RACGroup,
  Input as RACInput,
  TextField as RACTextField,
} from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { bareInputCss, fieldBoxCss } from '../FormField/FormField.styles';

export const Root = styled(RACTextField)`
  display: block;
  min-width: 0;
`;

export const Box = styled(RACGroup)`
  ${fieldBoxCss}
  display: flex;
  align-items: stretch;
  overflow: hidden;

  [data-invalid] > [data-part='form-field'] > & {
    border-color: ${vars.color.border.danger};
  }
`;

export const Input = styled(RACInput)`
  ${bareInputCss}

  &[data-monospace] {
    font-family: ${vars.fontFamily.mono};
    font-size: ${vars.fontSize.sm};
  }
`;

export const Toggle = styled(RACButton)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  padding: 0;
  border: 0;
  border-left: 1px solid ${vars.color.border.default};
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;
  outline: none;

  & > svg {
    width: 16px;
    height: 16px;
  }
  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
    color: ${vars.color.text.primary};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${vars.color.focus.ring};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
    background: transparent;
  }
`;
