import { css } from 'styled-components';
import { vars } from './tokens';

// The shared look of menus and option lists (MenuButton, DataTable's row and column menus, Combobox): the
// floating surface they open on, their items' box and states, and a selected item's check mark.

/** The popover a menu or option list floats on (its width is the component's). */
export const menuSurface = css`
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.surfaceRaised};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.text.primary};
  z-index: ${vars.z.dropdown};
  outline: none;
`;

/** The menu or list inside the surface: as tall as the popover allows, scrolling past that. */
export const menuList = css`
  outline: none;
  max-height: inherit;
  overflow: auto;
`;

/** An item: its box, and its hovered or focused, keyboard-focused and disabled states (react-aria's data attributes). */
export const menuItem = css`
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
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
`;

/** The check mark at the start of an item, shown when the item is selected (its place kept when not). */
export const menuItemCheck = css`
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
