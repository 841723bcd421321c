import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';
import type { SortableListItem, SortableListProps } from './SortableList';

// The drag-and-drop code (@dnd-kit) loads when a sortable list first renders — in a dialog or panel a person
// opens — so the pages that can open one do not carry it (scripts/lib/bundle-budget.mjs).
const loadSortableList = () => import('./SortableList');
const LoadedSortableList = lazy(async () => ({ default: (await loadSortableList()).SortableList }));

/** Starts loading a sortable list's code before it first renders (e.g. when its opener is pressed). */
export function preloadSortableList(): void {
  loadSortableList().catch(() => undefined);
}

/**
 * A vertical list sorted by dragging a handle, by pointer or keyboard (see SortableList.tsx); a spinner named
 * `strings.loading` stands in its place while its code loads.
 */
export function SortableList<Item extends SortableListItem>(props: SortableListProps<Item>): ReactNode {
  return (
    <Suspense fallback={<Spinner label={props.strings.loading} />}>
      <LoadedSortableList {...(props as unknown as SortableListProps<SortableListItem>)} />
    </Suspense>
  );
}
