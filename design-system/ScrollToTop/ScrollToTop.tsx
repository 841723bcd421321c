import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { Root } from './ScrollToTop.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

/** Scroll distance after which the button appears (SPEC §9). */
export const DEFAULT_SCROLL_TO_TOP_THRESHOLD = 250;

export interface ScrollToTopProps extends DataAttributes {
  /** Accessible name of the button (e.g. "Back to top"); it is an icon-only button. */
  label: string;
  /** Show the button once scrolled further than this many pixels. Default 250. */
  threshold?: number;
  /**
   * Watch this scroll container instead of the page. Render the ScrollToTop as the container's last child: it
   * then sticks to the bottom end corner of the container's visible area.
   */
  scrollContainer?: RefObject<HTMLElement | null>;
  /** Where focus goes after returning to the top (e.g. the page heading, with tabIndex -1). */
  focusTarget?: RefObject<HTMLElement | null>;
  /** Called when the button is pressed. */
  onPress?: () => void;
  className?: string;
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A button that appears after the page (or a scroll container) scrolls past `threshold` and scrolls back to the
 * top: smoothly, or at once under prefers-reduced-motion.
 */
export function ScrollToTop({
  label,
  threshold = DEFAULT_SCROLL_TO_TOP_THRESHOLD,
  scrollContainer,
  focusTarget,
  onPress,
  className,
  ...rest
}: ScrollToTopProps) {
  const [isVisible, setVisible] = useState(false);

  useEffect(() => {
    const container = scrollContainer?.current ?? null;
    const target: HTMLElement | Window = container ?? window;
    const update = () => {
      const offset = container ? container.scrollTop : window.scrollY;
      setVisible(offset > threshold);
    };
    update();
    target.addEventListener('scroll', update, { passive: true });
    return () => target.removeEventListener('scroll', update);
  }, [scrollContainer, threshold]);

  if (!isVisible) return null;

  return (
    <Root
      {...dataAttributes(rest)}
      aria-label={label}
      className={className}
      data-placement={scrollContainer ? 'container' : 'viewport'}
      onPress={() => {
        const behavior: ScrollBehavior = reducedMotion() ? 'auto' : 'smooth';
        (scrollContainer?.current ?? window).scrollTo({ top: 0, behavior });
        focusTarget?.current?.focus({ preventScroll: true });
        onPress?.();
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" fill="none">
        <path
          d="M8 13V3.5M3.5 8 8 3.5 12.5 8"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Root>
  );
}
