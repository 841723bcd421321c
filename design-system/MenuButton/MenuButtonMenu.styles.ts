import styled from 'styled-components';
import { Menu as RACMenu, MenuItem as RACMenuItem, Popover as RACPopover } from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { menuItem, menuItemCheck, menuList, menuSurface } from '../foundations/menu.styles';

export const Popover = styled(RACPopover)`
  min-width: 180px;
  ${menuSurface}
`;

export const Menu = styled(RACMenu)`
  ${menuList}
`;

export const Item = styled(RACMenuItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  ${menuItem}

  &[data-selected] {
    font-weight: ${vars.fontWeight.semibold};
  }
`;

export const Check = styled.span`
  ${menuItemCheck}
`;
