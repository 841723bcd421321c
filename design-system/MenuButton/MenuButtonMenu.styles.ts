import styled from 'styled-components';
import { Menu as RACMenu, MenuItem as RACMenuItem, Popover as RACPopover } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Popover = styled(RACPopover)`
  min-width: 180px;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.surfaceRaised};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.text.primary};
  z-index: ${vars.z.dropdown};
  outline: none;
`;

export const Menu = styled(RACMenu)`
  outline: none;
  max-height: inherit;
  overflow: auto;
`;

export const Item = styled(RACMenuItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.md};
  cursor: pointer;
  outline: none;

  &[data-focused],
  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${vars.color.focus.ring};
  }
  &[data-selected] {
    font-weight: ${vars.fontWeight.semibold};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
`;

export const Check = styled.span`
  display: inline-flex;
  width: 16px;
  height: 16px;
  flex: none;
  color: ${vars.color.accent.text};

  & > svg {
    width: 100%;
    height: 100%;
    visibility: hidden;
  }
  [data-selected] > & > svg {
    visibility: visible;
  }
`;
