import { Ellipsis, List, NavButton, PageButton, Root } from './Pagination.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface PaginationStrings {
  /** Accessible name of the navigation landmark (e.g. "Pagination of sites"). */
  label: string;
  /** Accessible name of the previous-page button. */
  previous: string;
  /** Accessible name of the next-page button. */
  next: string;
  /** Accessible name of a page button (e.g. n => `Page ${n}`). */
  pageLabel: (page: number) => string;
}

export interface PaginationProps extends DataAttributes {
  /** The current page, 1-based. */
  page: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  /** Called with the requested page (1-based). */
  onPageChange: (page: number) => void;
  /** The accessible texts. */
  strings: PaginationStrings;
  /** Disables every button, e.g. while the list is loading. */
  isDisabled?: boolean;
  /** How many pages to show on each side of the current one. Default 1. */
  siblingCount?: number;
  className?: string;
}

/** Page items to show: numbers and gaps ('gap-start' / 'gap-end'), always first and last. */
export function getPageItems(
  page: number,
  pageCount: number,
  siblingCount = 1,
): (number | 'gap-start' | 'gap-end')[] {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  // first + last + current + siblings + two gaps
  const slots = siblingCount * 2 + 5;
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1);
  // The window of siblings keeps its width next to either end, so the number of items stays constant.
  const start = Math.max(Math.min(current - siblingCount, count - 1 - siblingCount * 2 - 1), 3);
  const end = Math.min(Math.max(current + siblingCount, siblingCount * 2 + 3), count - 2);
  const items: (number | 'gap-start' | 'gap-end')[] = [1];
  items.push(start > 3 ? 'gap-start' : 2);
  for (let p = start; p <= end; p += 1) items.push(p);
  items.push(end < count - 2 ? 'gap-end' : count - 1);
  items.push(count);
  return items;
}

/** Page navigation: previous, numbered pages with gaps, next. The current page has `aria-current="page"`. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  strings,
  isDisabled,
  siblingCount = 1,
  className,
  ...rest
}: PaginationProps) {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const items = getPageItems(current, count, siblingCount);

  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      aria-label={strings.label}
      data-state={isDisabled ? 'disabled' : undefined}
    >
      <List>
        <li>
          <NavButton
            aria-label={strings.previous}
            isDisabled={isDisabled || current <= 1}
            onPress={() => onPageChange(current - 1)}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
              <path d="M10 3 L5 8 L10 13" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </svg>
          </NavButton>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                aria-label={strings.pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                data-state={item === current ? 'current' : undefined}
                isDisabled={isDisabled}
                onPress={() => {
                  if (item !== current) onPageChange(item);
                }}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Ellipsis key={item} aria-hidden="true" />
          ),
        )}
        <li>
          <NavButton
            aria-label={strings.next}
            isDisabled={isDisabled || current >= count}
            onPress={() => onPageChange(current + 1)}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
              <path d="M6 3 L11 8 L6 13" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </svg>
          </NavButton>
        </li>
      </List>
    </Root>
  );
}
