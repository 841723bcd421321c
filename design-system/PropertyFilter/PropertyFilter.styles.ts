import styled from 'styled-components';
import {
  ComboBox as RACComboBox,
  Input as RACInput,
  ListBoxItem as RACListBoxItem,
  Popover as RACPopover,
} from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const ComboBox = styled(RACComboBox)`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;
  max-width: 560px;
`;

export const SearchIcon = styled.span`
  position: absolute;
  left: ${vars.space[3]};
  display: inline-flex;
  width: 16px;
  height: 16px;
  color: ${vars.color.text.secondary};
  pointer-events: none;

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const Input = styled(RACInput)`
  flex: 1;
  min-width: 0;
  min-height: 36px;
  padding: 0 ${vars.space[3]} 0 36px;
  border: 1px solid ${vars.color.border.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.input};
  color: ${vars.color.text.primary};
  font: inherit;
  font-size: ${vars.fontSize.md};

  &::placeholder {
    color: ${vars.color.text.secondary};
  }
  &[data-hovered] {
    border-color: ${vars.color.border.inputHover};
  }
  &[data-focused] {
    outline: none;
    border-color: ${vars.color.focus.ring};
    box-shadow: 0 0 0 1px ${vars.color.focus.ring};
  }
`;

export const Popover = styled(RACPopover)`
  width: var(--trigger-width);
  max-height: 280px;
  overflow: auto;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.surfaceRaised};
  box-shadow: ${vars.shadow.md};
  z-index: ${vars.z.dropdown};

  & [role='listbox'] {
    outline: none;
  }
`;

export const Option = styled(RACListBoxItem)`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
  cursor: pointer;
  outline: none;

  &[data-focused],
  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
  }
  &[data-kind='free'] {
    font-style: italic;
  }
`;

export const OptionHint = styled.span`
  flex: none;
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.text.secondary};
`;

export const Tokens = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const TokenList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: inline-flex;
    max-width: 100%;
  }
`;
