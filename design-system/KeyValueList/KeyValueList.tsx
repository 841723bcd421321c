import type { ReactNode } from 'react';
import { Item, List, Term, Value } from './KeyValueList.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface KeyValueItem {
  id: string;
  label: ReactNode;
  value: ReactNode;
}

export interface KeyValueListProps extends DataAttributes {
  items: readonly KeyValueItem[];
  /** Default 1; 2 collapses to 1 on narrow screens. */
  columns?: 1 | 2;
  /** Accessible name for the list, when the page has several. */
  'aria-label'?: string;
  className?: string;
}

export function KeyValueList({
  items,
  columns = 1,
  className,
  'aria-label': ariaLabel,
  ...rest
}: KeyValueListProps) {
  return (
    <List {...dataAttributes(rest)} className={className} data-columns={columns} aria-label={ariaLabel}>
      {items.map((item) => (
        <Item key={item.id} data-key={item.id}>
          <Term>{item.label}</Term>
          <Value>{item.value}</Value>
        </Item>
      ))}
    </List>
  );
}
