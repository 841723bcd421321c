import { useContext } from 'react';
import type { ReactNode } from 'react';
import { AppLayoutMenuToggleContext } from '../AppLayout/AppLayout';
import { Brand, End, Header, Start } from './TopBar.styles';

export interface TopBarProps {
  /** Product mark and name, usually a link home. */
  brand: ReactNode;
  /** Controls after the brand, e.g. the project / resource-group switcher. */
  start?: ReactNode;
  /** Controls at the end, e.g. language, skin and user menus (MenuButtons). */
  end?: ReactNode;
}

/**
 * The console's top bar: a `header` (banner landmark) with brand, a start slot and an end slot. Inside an
 * `AppLayout` with a side menu it also shows the menu toggle on narrow screens.
 */
export function TopBar({ brand, start, end }: TopBarProps) {
  const menuToggle = useContext(AppLayoutMenuToggleContext);
  return (
    <Header>
      {menuToggle}
      <Brand>{brand}</Brand>
      {start ? <Start>{start}</Start> : null}
      {end ? <End>{end}</End> : null}
    </Header>
  );
}
