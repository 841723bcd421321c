import { useContext } from 'react';
import type { ReactNode } from 'react';
import { AppLayoutMenuToggleContext } from '../AppLayout/AppLayout';
import { Brand, End, Header, NarrowOnly, Navigation, Start, WideOnly } from './TopBar.styles';
import { TopBarNotifications } from './TopBarNotifications';
import type { TopBarNotificationsProps } from './TopBarNotifications';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface TopBarProps extends DataAttributes {
  /** Product mark and name, usually a link home. */
  brand: ReactNode;
  /**
   * Right after the brand, never shrunk or covered on a narrow screen: the way to other parts of the product
   * (e.g. a services menu, best `collapsible`).
   */
  navigation?: ReactNode;
  /** Controls after the brand (and the navigation), e.g. the project / resource-group switcher. */
  start?: ReactNode;
  /** Controls at the end, e.g. language, skin and user menus (MenuButtons). */
  end?: ReactNode;
  /** More end controls, shown only in a wide container (e.g. the language, skin and account menus). */
  endWide?: ReactNode;
  /**
   * What stands in for `endWide` in a narrow container (a phone): e.g. one menu holding the language, skin and
   * account choices, so that every control stays on screen.
   */
  endCompact?: ReactNode;
  /** A notifications bell with an unread badge, shown first in the end slot. */
  notifications?: TopBarNotificationsProps;
  className?: string;
}

/**
 * The console's top bar: a `header` (banner landmark) with brand, navigation, a start slot, a notifications bell and an end slot. Inside an
 * `AppLayout` with a side menu it also shows the menu toggle on narrow screens.
 */
export function TopBar({
  brand,
  navigation,
  start,
  end,
  endWide,
  endCompact,
  notifications,
  className,
  ...rest
}: TopBarProps) {
  const menuToggle = useContext(AppLayoutMenuToggleContext);
  return (
    <Header {...dataAttributes(rest)} className={className}>
      {menuToggle}
      <Brand>{brand}</Brand>
      {navigation ? <Navigation>{navigation}</Navigation> : null}
      {start ? <Start>{start}</Start> : null}
      {end || endWide || endCompact || notifications ? (
        <End>
          {notifications ? <TopBarNotifications {...notifications} /> : null}
          {end}
          {endWide ? endCompact ? <WideOnly>{endWide}</WideOnly> : endWide : null}
          {endCompact ? <NarrowOnly>{endCompact}</NarrowOnly> : null}
        </End>
      ) : null}
    </Header>
  );
}
