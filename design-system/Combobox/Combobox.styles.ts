import styled from 'styled-components';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Group as RACGroup,
  Input as RACInput,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  Popover as RACPopover,
} from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { menuItem, menuSurface } from '../foundations/menu.styles';

export const Root = styled(RACComboBox)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
` as typeof RACComboBox;

export const Field = styled(RACGroup)`
  display: flex;
  align-items: center;
  min-height: 36px;
  border: 1px solid ${vars.color.border.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.input};
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &[data-hovered] {
    border-color: ${vars.color.border.inputHover};
  }
  /* An outline, not a box-shadow ring: its rounded corners rasterise identically run after run. */
  &[data-focus-within] {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 1px;
  }
  &[data-invalid] {
    border-color: ${vars.color.border.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    border-color: ${vars.color.border.default};
    background: ${vars.color.background.disabled};
  }
`;

export const Input = styled(RACInput)`
  flex: 1;
  min-width: 0;
  height: 34px;
  margin: 0;
  padding: 0 ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.primary};
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  outline: none;

  &::placeholder {
    color: ${vars.color.text.secondary};
    opacity: 1;
  }
  /* The surrounding Field shows the focus ring. */
  &:focus-visible,
  &[data-focus-visible] {
    box-shadow: none;
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
`;

export const Toggle = styled(RACButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 34px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 0 ${vars.radius.md} ${vars.radius.md} 0;
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;

  & > svg {
    width: 16px;
    height: 16px;
  }
  &[data-hovered],
  &[data-pressed] {
    color: ${vars.color.text.primary};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: inset 0 0 0 2px ${vars.color.focus.ring};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
`;

export const Popover = styled(RACPopover)`
  width: var(--trigger-width);
  box-sizing: border-box;
  ${menuSurface}
`;

export const List = styled(RACListBox)`
  max-height: 280px;
  overflow: auto;
  outline: none;
` as typeof RACListBox;

export const Option = styled(RACListBoxItem)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  line-height: ${vars.lineHeight.tight};
  ${menuItem}

  /* After the hover state: a selected option keeps its own background under the pointer. */
  &[data-selected] {
    background: ${vars.color.background.surfaceSelected};
    font-weight: ${vars.fontWeight.semibold};
  }
` as typeof RACListBoxItem;

export const OptionDescription = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.regular};
  color: ${vars.color.text.secondary};
`;

export const Empty = styled.div`
  padding: ${vars.space[2]} ${vars.space[3]};
  font-size: ${vars.fontSize.md};
  color: ${vars.color.text.secondary};
`;
