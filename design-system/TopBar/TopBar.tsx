import { useContext } from 'react';
import type { ReactNode } from 'react';
import { AppLayoutMenuToggleContext } from '../AppLayout/AppLayout';
import { Brand, End, Header, Start } from './TopBar.styles';
import { TopBarNotifications } from './TopBarNotifications';
import type { TopBarNotificationsProps } from './TopBarNotifications';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface TopBarProps extends DataAttributes {
  /** Product mark and name, usually a link home. */
  brand: ReactNode;
  /** Controls after the brand, e.g. the project / resource-group switcher. */
  start?: ReactNode;
  /** Controls at the end, e.g. language, skin and user menus (MenuButtons). */
  end?: ReactNode;
  /** A notifications bell with an unread badge, shown first in the end slot. */
  notifications?: TopBarNotificationsProps;
  className?: string;
}

/**
 * The console's top bar: a `header` (banner landmark) with brand, a start slot, a notifications bell and an end slot. Inside an
 * `AppLayout` with a side menu it also shows the menu toggle on narrow screens.
 */
export function TopBar({ brand, start, end, notifications, className, ...rest }: TopBarProps) {
  const menuToggle = useContext(AppLayoutMenuToggleContext);
  return (
    <Header {...dataAttributes(rest)} className={className}>
      {menuToggle}
      <Brand>{brand}</Brand>
      {start ? <Start>{start}</Start> : null}
      {end || notifications ? (
        <End>
          {notifications ? <TopBarNotifications {...notifications} /> : null}
          {end}
        </End>
      ) : null}
    </Header>
  );
}
