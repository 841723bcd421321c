import styled from 'styled-components';
import {
  Header as RACHeader,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  Popover as RACPopover,
  Text as RACText,
} from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { currentMarkBar } from '../foundations/currentMark.styles';
import { visuallyHidden } from '../foundations/visuallyHidden';
import { menuItem, menuItemCheck, menuList, menuSurface } from '../foundations/menu.styles';
import { menuSectionHeader } from '../foundations/menuSectionHeader.styles';

export const Popover = styled(RACPopover)`
  min-width: 180px;
  ${menuSurface}
`;

export const Menu = styled(RACMenu)`
  ${menuList}
`;

export const Section = styled(RACMenuSection)`
  & + & {
    margin-top: ${vars.space[1]};
    padding-top: ${vars.space[1]};
    border-top: 1px solid ${vars.color.border.default};
  }
`;

export const SectionHeader = styled(RACHeader)`
  ${menuSectionHeader}
`;

export const Item = styled(RACMenuItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  ${menuItem}
  color: inherit;
  text-decoration: none;

  &[data-selected] {
    font-weight: ${vars.fontWeight.semibold};
  }
  /* The current item looks like the side menu's current page: tinted, accent text, a bar at the start. */
  &[data-current] {
    position: relative;
    background: ${vars.color.accent.subtle};
    color: ${vars.color.accent.text};
    font-weight: ${vars.fontWeight.semibold};
  }
  &[data-current]::before {
    ${currentMarkBar}
  }
`;

export const ItemLabel = styled(RACText)`
  flex: 1;
`;

/** The current item's description ("Current"), read by screen readers only. */
export const CurrentNote = styled(RACText)`
  ${visuallyHidden}
`;

export const Check = styled.span`
  ${menuItemCheck}
`;
