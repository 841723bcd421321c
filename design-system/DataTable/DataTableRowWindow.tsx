// Row virtualisation: which rows of a long table are in view (plus overscan), from the scroll position of the
// table's scroll area. A table gets it through `virtualize.rowWindow`, so @tanstack/virtual loads only with the
// tables that window their rows.
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RowWindowProps } from './types';

export function DataTableRowWindow({
  count,
  rowHeight,
  height,
  overscan,
  scrollRef,
  children,
}: RowWindowProps) {
  // TanStack Virtual hands back fresh functions on each render; nothing here memoises on them, so the React
  // Compiler skipping this component is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height },
  });
  const items = virtualizer.getVirtualItems();
  return children({
    start: items[0]?.index ?? 0,
    end: (items.at(-1)?.index ?? -1) + 1,
    paddingTop: items[0]?.start ?? 0,
    paddingBottom: virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0),
  });
}
