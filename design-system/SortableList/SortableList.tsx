import { memo, useId, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type {
  Announcements,
  DraggableAttributes,
  DraggableSyntheticListeners,
  DragEndEvent,
  Modifier,
  UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Content, Handle, List, Row } from './SortableList.styles';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface SortableListItem {
  id: string;
  /** Names the item in its handle's label and in the announcements. */
  label: string;
}

/** Texts of the handles and the screen-reader announcements; positions are 1-based. */
export interface SortableListStrings {
  /** Accessible name of an item's drag handle (e.g. `Move ${label}`). */
  handleLabel: (label: string) => string;
  /** Role description of a handle, read instead of "button" (e.g. "sortable"). */
  handleRoleDescription: string;
  /** How to sort by keyboard, read with a focused handle (e.g. "Press Space to lift…"). */
  instructions: string;
  /** Announced when an item is lifted. */
  onDragStart: (label: string, position: number, total: number) => string;
  /** Announced when the lifted item moves over a new position. */
  onDragOver: (label: string, position: number, total: number) => string;
  /** Announced when the item is dropped. */
  onDragEnd: (label: string, position: number, total: number) => string;
  /** Announced when the move is cancelled (Escape); the item is back where it was. */
  onDragCancel: (label: string, position: number, total: number) => string;
  /** Names the spinner shown while the list's code loads (e.g. "Loading…"). */
  loading: string;
}

export interface SortableListProps<Item extends SortableListItem> extends DataAttributes {
  /** The items in their current order (controlled). */
  items: readonly Item[];
  /** Called with the ids in their new order after a drop that moved something. */
  onReorder: (ids: string[]) => void;
  /** Accessible name of the list. */
  ariaLabel: string;
  strings: SortableListStrings;
  /**
   * Content of a row next to its handle, given the item and its 0-based position. Default: the label. Rows
   * are only re-rendered when their item, position or this function changes: pass a stable function (e.g.
   * from `useCallback`) and stable item objects.
   */
  renderItem?: (item: Item, index: number) => ReactNode;
  /** Row density. Default 'comfortable'. */
  density?: 'comfortable' | 'compact';
  isDisabled?: boolean;
  /**
   * Called with true when an item is lifted and false when it is dropped or the move is cancelled; e.g. a
   * popover holding the list disables Escape-to-close meanwhile, so Escape cancels the move instead.
   */
  onDraggingChange?: (isDragging: boolean) => void;
  className?: string;
}

/** Sorting a vertical list never moves sideways. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const modifiers = [restrictToVerticalAxis];
const slideTransition = { duration: 200, easing: 'cubic-bezier(0.2, 0, 0, 1)' };

const gripGlyph = (
  <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
    <circle cx="6" cy="4" r="1.25" />
    <circle cx="10" cy="4" r="1.25" />
    <circle cx="6" cy="8" r="1.25" />
    <circle cx="10" cy="8" r="1.25" />
    <circle cx="6" cy="12" r="1.25" />
    <circle cx="10" cy="12" r="1.25" />
  </svg>
);

interface RowHandleProps {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  activatorRef: (element: HTMLElement | null) => void;
  ariaLabel: string;
  isDisabled?: boolean;
}

// Memoized: while an item moves every row re-renders through dnd-kit's context, but a row's handle and
// content only change with its own props (all stable while it stays put).
const RowHandle = memo(function RowHandle({
  attributes,
  listeners,
  activatorRef,
  ariaLabel,
  isDisabled,
}: RowHandleProps) {
  return (
    <Handle
      type="button"
      ref={activatorRef}
      {...attributes}
      {...listeners}
      aria-label={ariaLabel}
      disabled={isDisabled}
    >
      {gripGlyph}
    </Handle>
  );
});

interface RowContentProps<Item extends SortableListItem> {
  item: Item;
  index: number;
  renderItem?: (item: Item, index: number) => ReactNode;
}

const RowContent = memo(function RowContent<Item extends SortableListItem>({
  item,
  index,
  renderItem,
}: RowContentProps<Item>) {
  return <Content>{renderItem ? renderItem(item, index) : item.label}</Content>;
}) as <Item extends SortableListItem>(props: RowContentProps<Item>) => ReactNode;

interface SortableRowProps<Item extends SortableListItem> extends RowContentProps<Item> {
  strings: SortableListStrings;
  isDisabled?: boolean;
  reduceMotion: boolean;
}

const SortableRow = memo(function SortableRow<Item extends SortableListItem>({
  item,
  index,
  renderItem,
  strings,
  isDisabled,
  reduceMotion,
}: SortableRowProps<Item>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
      disabled: isDisabled,
      attributes: { roleDescription: strings.handleRoleDescription },
      // Neighbours slide aside unless the user asked for reduced motion; then they jump.
      transition: reduceMotion ? null : slideTransition,
    });
  return (
    <Row
      ref={setNodeRef}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition: transition ?? undefined }}
    >
      <RowHandle
        attributes={attributes}
        listeners={listeners}
        activatorRef={setActivatorNodeRef}
        ariaLabel={strings.handleLabel(item.label)}
        isDisabled={isDisabled}
      />
      <RowContent item={item} index={index} renderItem={renderItem} />
    </Row>
  );
}) as <Item extends SortableListItem>(props: SortableRowProps<Item>) => ReactNode;

/**
 * A vertical list sorted by dragging a handle (@dnd-kit): with a pointer, or by keyboard — Space lifts,
 * arrows move, Space drops, Escape cancels — with screen-reader announcements from `strings`.
 */
export function SortableList<Item extends SortableListItem>({
  items,
  onReorder,
  ariaLabel,
  strings,
  renderItem,
  density = 'comfortable',
  isDisabled,
  onDraggingChange,
  className,
  ...rest
}: SortableListProps<Item>) {
  const reduceMotion = usePrefersReducedMotion();
  const sensors = useSensors(
    // A few pixels of travel first, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      scrollBehavior: reduceMotion ? 'auto' : 'smooth',
    }),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const contextId = useId();

  // dnd-kit reports "over" the lifted item itself right after the lift; announcing it would drown the
  // lift announcement, so only a change of position is announced.
  const lastOverId = useRef<UniqueIdentifier | null>(null);
  const announcements = useMemo<Announcements>(() => {
    const labelOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.label ?? String(id);
    const positionOf = (id: UniqueIdentifier | undefined) =>
      id === undefined ? 0 : ids.indexOf(String(id)) + 1;
    const total = items.length;
    return {
      onDragStart: ({ active }) => {
        lastOverId.current = active.id;
        return strings.onDragStart(labelOf(active.id), positionOf(active.id), total);
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === lastOverId.current) return undefined;
        lastOverId.current = over.id;
        return strings.onDragOver(labelOf(active.id), positionOf(over.id), total);
      },
      onDragEnd: ({ active, over }) =>
        strings.onDragEnd(labelOf(active.id), positionOf(over?.id ?? active.id), total),
      onDragCancel: ({ active }) => strings.onDragCancel(labelOf(active.id), positionOf(active.id), total),
    };
  }, [items, ids, strings]);
  const accessibility = useMemo(
    () => ({ announcements, screenReaderInstructions: { draggable: strings.instructions } }),
    [announcements, strings.instructions],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onDraggingChange?.(false);
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      // dnd-kit derives the id of its hidden instructions from this; React's id keeps two lists apart.
      id={contextId}
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={modifiers}
      onDragStart={() => onDraggingChange?.(true)}
      onDragEnd={onDragEnd}
      onDragCancel={() => onDraggingChange?.(false)}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={isDisabled}>
        <List {...dataAttributes(rest)} aria-label={ariaLabel} className={className} data-density={density}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              index={index}
              renderItem={renderItem}
              strings={strings}
              isDisabled={isDisabled}
              reduceMotion={reduceMotion}
            />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
