import type { ReactNode } from 'react';
import { Crumb, Item, List, Nav, Separator } from './Breadcrumbs.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface BreadcrumbItem {
  /** Unique id. */
  id: string;
  /** The crumb's text (a page title). */
  label: ReactNode;
  /** Destination; the last item (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps extends DataAttributes {
  /** The trail from the top level to the current page, which is last. */
  items: BreadcrumbItem[];
  /** Accessible name of the navigation landmark (e.g. "Breadcrumbs"). */
  'aria-label': string;
  className?: string;
}

/**
 * The path to the current page (react-aria Breadcrumbs with Links) in a labelled navigation landmark. The last
 * item is the current page: not a link target, marked aria-current="page". Links navigate through the app's
 * RouterProvider.
 */
export function Breadcrumbs({ items, 'aria-label': ariaLabel, className, ...rest }: BreadcrumbsProps) {
  return (
    <Nav {...dataAttributes(rest)} aria-label={ariaLabel} className={className}>
      <List items={items}>
        {(item) => (
          <Item id={item.id}>
            {({ isCurrent }) => (
              <>
                <Crumb href={isCurrent ? undefined : item.href}>{item.label}</Crumb>
                {isCurrent ? null : (
                  <Separator aria-hidden="true" viewBox="0 0 12 12" fill="none">
                    <path
                      d="M4.5 2.5 8 6 4.5 9.5"
                      stroke="currentColor"
                      strokeWidth="1.5"
                      strokeLinecap="round"
                    />
                  </Separator>
                )}
              </>
            )}
          </Item>
        )}
      </List>
    </Nav>
  );
}
