import styled from 'styled-components';
import {
  Button as RACButton,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  Popover as RACPopover,
  Select as RACSelect,
  SelectValue as RACSelectValue,
  Text as RACText,
} from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { fieldBoxCss } from '../FormField/FormField.styles';

export const Root = styled(RACSelect)`
  display: block;
  min-width: 0;
`;

export const Trigger = styled(RACButton)`
  ${fieldBoxCss}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  padding: 0 ${vars.space[3]};
  text-align: start;
  cursor: pointer;

  [data-invalid] > [data-part='form-field'] > & {
    border-color: ${vars.color.border.danger};
  }
  & > svg {
    flex: none;
    width: 12px;
    height: 12px;
    color: ${vars.color.text.secondary};
  }
`;

export const Value = styled(RACSelectValue)`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${vars.color.text.secondary};
  }
`;

export const Popover = styled(RACPopover)`
  min-width: var(--trigger-width);
  max-height: 320px;
  overflow: auto;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.surfaceRaised};
  box-shadow: ${vars.shadow.md};
  z-index: ${vars.z.dropdown};
`;

export const List = styled(RACListBox)`
  padding: ${vars.space[1]};
  outline: none;
`;

export const Option = styled(RACListBoxItem)`
  display: flex;
  flex-direction: column;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  cursor: pointer;
  outline: none;

  &[data-focused],
  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
  }
  &[data-selected] {
    background: ${vars.color.background.surfaceSelected};
    font-weight: ${vars.fontWeight.medium};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${vars.color.focus.ring};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
`;

export const OptionDescription = styled(RACText)`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.regular};
  color: ${vars.color.text.secondary};
`;

export const OptionLabel = styled(RACText)`
  display: block;
`;
