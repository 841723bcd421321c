import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { mergeProps, useFocusRing, useLocale, useMove } from 'react-aria';
import type { MoveMoveEvent } from 'react-aria';
import { Body, CloseButton, Content, Dock, Handle, Header, Panel, Root, Title } from './SplitPanel.styles';
import { CloseGlyph } from '../Modal/Modal';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

/** Where the panel docks: beside the content (inline end) or below it. */
export type SplitPanelPosition = 'side' | 'bottom';

export interface SplitPanelStrings {
  /** Accessible name of the close button (e.g. "Close details"). */
  close: string;
  /** Accessible name of the resize handle (e.g. "Resize details panel"). */
  resize: string;
}

/** Default, smallest and largest size in pixels of each position (width beside, height below). */
export const SPLIT_PANEL_SIZES: Readonly<
  Record<SplitPanelPosition, { default: number; min: number; max: number }>
> = {
  side: { default: 360, min: 240, max: 640 },
  bottom: { default: 240, min: 120, max: 480 },
};

/** Pixels per arrow key press on the resize handle; with Shift, four times as many. */
export const SPLIT_PANEL_KEYBOARD_STEP = 16;

export interface SplitPanelProps extends DataAttributes {
  /** The page content beside the panel (e.g. a table); it stays usable while the panel is open. */
  content: ReactNode;
  /** The panel's heading and accessible name (usually the name of the selected item). */
  title: ReactNode;
  /** The panel's body: details of the selected item. */
  children?: ReactNode;
  /** Whether the panel is shown (controlled). */
  isOpen: boolean;
  /** Called when the close button is pressed; set `isOpen` to false. */
  onClose: () => void;
  /** 'side': beside the content, at its inline end; 'bottom': below it. Default 'side'. */
  position?: SplitPanelPosition;
  /** Size in pixels (width beside, height below), controlled; kept between `minSize` and `maxSize`. */
  size?: number;
  /** Initial size when `size` is not controlled. Default 360 beside, 240 below. */
  defaultSize?: number;
  /** Called with the new size while the handle is dragged or moved by keyboard. */
  onSizeChange?: (size: number) => void;
  /** Smallest size in pixels. Default 240 beside, 120 below. */
  minSize?: number;
  /** Largest size in pixels (keep it below the space the layout has). Default 640 beside, 480 below. */
  maxSize?: number;
  /**
   * Move focus to the panel when it opens: for a "Show details" button. Leave it off when selecting an item
   * in the content opens the panel, so focus stays in the list. Either way, closing the panel while focus is
   * inside returns focus to where it came from.
   */
  focusOnOpen?: boolean;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** The close button's and resize handle's accessible names. */
  strings: SplitPanelStrings;
  className?: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A non-modal panel docked beside or below the page content, showing details of the selected item while the
 * content stays usable (Cloudscape's split panel). The panel is a labelled region with a close button; the
 * handle between content and panel is a focusable separator (react-aria `useMove`): drag it, or use the arrow
 * keys (Shift for larger steps), Home and End.
 */
export function SplitPanel({
  content,
  title,
  children,
  isOpen,
  onClose,
  position = 'side',
  size,
  defaultSize,
  onSizeChange,
  minSize,
  maxSize,
  focusOnOpen = false,
  headingLevel = 2,
  strings,
  className,
  ...rest
}: SplitPanelProps) {
  const limits = SPLIT_PANEL_SIZES[position];
  const min = minSize ?? limits.min;
  const max = Math.max(min, maxSize ?? limits.max);
  const [ownSize, setOwnSize] = useState(defaultSize ?? limits.default);
  const current = clamp(size ?? ownSize, min, max);
  const setSize = (next: number) => {
    const clamped = clamp(Math.round(next), min, max);
    if (clamped === current) return;
    if (size === undefined) setOwnSize(clamped);
    onSizeChange?.(clamped);
  };

  return (
    <Root {...dataAttributes(rest)} className={className} data-position={position}>
      <Content data-part="content">{content}</Content>
      {isOpen ? (
        <OpenPanel
          title={title}
          onClose={onClose}
          position={position}
          size={current}
          min={min}
          max={max}
          setSize={setSize}
          focusOnOpen={focusOnOpen}
          headingLevel={headingLevel}
          strings={strings}
        >
          {children}
        </OpenPanel>
      ) : null}
    </Root>
  );
}

interface OpenPanelProps {
  title: ReactNode;
  children?: ReactNode;
  onClose: () => void;
  position: SplitPanelPosition;
  size: number;
  min: number;
  max: number;
  setSize: (size: number) => void;
  focusOnOpen: boolean;
  headingLevel: 2 | 3 | 4;
  strings: SplitPanelStrings;
}

/** Mounted only while open, so it can take focus on open and give it back on close. */
function OpenPanel({
  title,
  children,
  onClose,
  position,
  size,
  min,
  max,
  setSize,
  focusOnOpen,
  headingLevel,
  strings,
}: OpenPanelProps) {
  const panelId = useId();
  const titleId = useId();
  const dockRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  // Where focus came from: the element focused when the panel opened, or before focus last entered the
  // handle or panel.
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const dock = dockRef.current;
    const active = dock?.ownerDocument.activeElement;
    if (active instanceof HTMLElement && !dock?.contains(active)) returnFocusRef.current = active;
    if (focusOnOpen) panelRef.current?.focus();
    // Runs before the panel leaves the DOM: if focus is inside, it goes back where it came from.
    return () => {
      const target = returnFocusRef.current;
      if (dock?.contains(dock.ownerDocument.activeElement) && target?.isConnected) target.focus();
    };
    // Only on open and close: focusOnOpen applies to opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const rememberOrigin = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocusRef.current = from;
  };

  return (
    <Dock ref={dockRef} onFocus={rememberOrigin}>
      <ResizeHandle
        panelId={panelId}
        position={position}
        size={size}
        min={min}
        max={max}
        setSize={setSize}
        label={strings.resize}
      />
      <Panel
        ref={panelRef}
        id={panelId}
        aria-labelledby={titleId}
        tabIndex={-1}
        data-position={position}
        style={{ '--split-panel-size': `${size}px` } as CSSProperties}
      >
        <Header>
          <Title id={titleId} as={`h${headingLevel}`}>
            {title}
          </Title>
          <CloseButton aria-label={strings.close} onPress={onClose}>
            <CloseGlyph />
          </CloseButton>
        </Header>
        {children ? <Body data-part="body">{children}</Body> : null}
      </Panel>
    </Dock>
  );
}

interface ResizeHandleProps {
  panelId: string;
  position: SplitPanelPosition;
  size: number;
  min: number;
  max: number;
  setSize: (size: number) => void;
  label: string;
}

/**
 * The window-splitter separator: focusable, with aria-valuenow/min/max in pixels. `useMove` turns pointer drags
 * and arrow keys into deltas; the panel grows towards the content (left beside it in LTR, right in RTL, up
 * below it).
 */
function ResizeHandle({ panelId, position, size, min, max, setSize, label }: ResizeHandleProps) {
  const { direction } = useLocale();
  const { focusProps, isFocusVisible } = useFocusRing();
  const [isDragging, setDragging] = useState(false);
  // The unclamped size during a move, so a drag past a limit does not shift the handle under the pointer.
  const dragSize = useRef(size);

  const growth = (event: MoveMoveEvent) => {
    if (position === 'bottom') return -event.deltaY;
    return direction === 'rtl' ? event.deltaX : -event.deltaX;
  };

  const { moveProps } = useMove({
    onMoveStart: (event) => {
      dragSize.current = size;
      if (event.pointerType !== 'keyboard') setDragging(true);
    },
    onMove: (event) => {
      const step =
        event.pointerType === 'keyboard' ? SPLIT_PANEL_KEYBOARD_STEP * (event.shiftKey ? 4 : 1) : 1;
      dragSize.current += growth(event) * step;
      setSize(dragSize.current);
    },
    onMoveEnd: () => setDragging(false),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setSize(event.key === 'Home' ? min : max);
    }
  };

  return (
    <Handle
      {...mergeProps(moveProps, focusProps, { onKeyDown })}
      // A focusable separator is a widget (the APG window splitter), operated by arrow keys, Home and End.
      role="separator"
      tabIndex={0}
      aria-label={label}
      aria-controls={panelId}
      aria-orientation={position === 'side' ? 'vertical' : 'horizontal'}
      aria-valuenow={size}
      aria-valuemin={min}
      aria-valuemax={max}
      data-orientation={position === 'side' ? 'vertical' : 'horizontal'}
      data-focus-visible={isFocusVisible || undefined}
      data-dragging={isDragging || undefined}
    />
  );
}
