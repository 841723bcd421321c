import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The content width of an element, kept current with a ResizeObserver (whole pixels, so sub-pixel layout noise
 * does not re-render the chart). Measured in a layout effect, so the first paint already has the real width.
 * With `enabled` false nothing is observed and the width stays 0 (charts given a fixed `width` prop).
 */
export function useElementWidth<T extends HTMLElement>(enabled: boolean): [(node: T | null) => void, number] {
  const [node, setNode] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  const ref = useCallback((el: T | null) => setNode(el), []);

  useLayoutEffect(() => {
    if (!enabled || !node) return undefined;
    const measure = () => setWidth(Math.floor(node.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, node]);

  return [ref, width];
}
