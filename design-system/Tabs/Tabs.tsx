import type { Key, ReactNode } from 'react';
import { Item, List, Panel, Root } from './Tabs.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface TabItem {
  /** Unique id; in route-driven mode use the route (the same string as `href`). */
  id: string;
  /** The tab's label. */
  label: ReactNode;
  /** Makes the tab a link: the app's RouterProvider navigates, and `selectedKey` follows the route. */
  href?: string;
  /** Content of this tab's panel; without it the panel shows `children` (e.g. the router outlet). */
  content?: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps extends DataAttributes {
  /** The tabs, in order. */
  items: TabItem[];
  /** Accessible name of the tab list (e.g. "Cache settings"). */
  'aria-label': string;
  /** The selected tab's id (controlled): the current route in route-driven mode. */
  selectedKey?: string;
  /** The initially selected tab (uncontrolled). */
  defaultSelectedKey?: string;
  /** Called with the newly selected tab's id (not needed when tabs are links; the router drives selection). */
  onSelectionChange?: (id: string) => void;
  /** Panel content for tabs without their own `content`: in route-driven mode, the route's page. */
  children?: ReactNode;
  className?: string;
}

/**
 * Tabs (react-aria Tabs): arrow keys move between tabs and select them, Home/End jump, the panel is labelled by
 * its tab. Route-driven: give each tab an `href` and pass the current route as `selectedKey` under a
 * RouterProvider. Plain: give `content` per tab and control or default the selection.
 */
export function Tabs({
  items,
  'aria-label': ariaLabel,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  children,
  className,
  ...rest
}: TabsProps) {
  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <List aria-label={ariaLabel}>
        {items.map((item) => (
          <Item key={item.id} id={item.id} href={item.href}>
            {item.label}
          </Item>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.id} id={item.id}>
          {item.content ?? children}
        </Panel>
      ))}
    </Root>
  );
}
