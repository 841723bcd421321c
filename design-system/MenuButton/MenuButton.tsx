import { lazy, Suspense, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useMenuTrigger } from 'react-aria';
import { ButtonContext } from 'react-aria-components';
import { useMenuTriggerState } from 'react-stately';
import { CollapsingText, Glyph, Trigger, VisuallyHidden } from './MenuButton.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface MenuButtonItem {
  /** Unique in the whole menu (across sections too). */
  id: string;
  label: string;
  isDisabled?: boolean;
  /** Makes the item a link: choosing it opens this address (through react-aria's RouterProvider when one is
   *  set, so a modifier-click opens a new tab) and does not call `onAction`. */
  href?: string;
  /** The item is where the user is now (e.g. the service on screen): it is marked like the side menu's current
   *  page (tinted, accent text, a bar at the start) and `currentLabel` is its accessible description. */
  isCurrent?: boolean;
}

/** A titled group of items (e.g. "Recently visited", "All services"). */
export interface MenuButtonSection {
  id: string;
  /** Shown above the items; also the group's accessible name. */
  title: string;
  items: readonly MenuButtonItem[];
  /** The section is a single choice of its own (e.g. "Language" and "Theme" in one menu): this item is checked. */
  selectedId?: string;
}

export interface MenuButtonProps extends DataAttributes {
  /** Name of the menu (e.g. "Language"); the trigger's accessible name is this label followed by its visible content. */
  label: string;
  /** Visible content of the trigger (e.g. the current choice); when omitted the trigger shows `label`. */
  children?: ReactNode;
  /** Decorative icon in the trigger. */
  icon?: ReactNode;
  /** The items of a flat menu. Give either `items` or `sections`. */
  items?: readonly MenuButtonItem[];
  /** The items in titled groups, in order; a section without items should be left out. */
  sections?: readonly MenuButtonSection[];
  /** The item shown with a check mark (single choice menus such as language or skin). */
  selectedId?: string;
  /** Called with the id of the chosen item (link items navigate instead). */
  onAction?: (id: string) => void;
  /** The accessible description of the item that `isCurrent` (e.g. "Current"); needed when an item can be. */
  currentLabel?: string;
  /**
   * In a container narrower than 640 px (the console layout on a phone) the trigger shows its `icon` only; its
   * text stays the accessible name. Needs an `icon`.
   */
  collapsible?: boolean;
  /** 'outlined' (default) or 'quiet' (no border, for top bars). */
  variant?: 'outlined' | 'quiet';
  isDisabled?: boolean;
  /** Popover placement relative to the trigger. Default 'bottom end'. */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  className?: string;
}

const chevron = (
  <svg viewBox="0 0 16 16" fill="none">
    <path
      d="m4 6 4 4 4-4"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

// The menu itself (popover, menu, items) is a chunk of its own, asked for as soon as the trigger is hovered,
// focused or pressed: see MenuButtonMenu.tsx for why.
const loadMenu = () => import('./MenuButtonMenu');
const MenuButtonMenu = lazy(async () => ({ default: (await loadMenu()).MenuButtonMenu }));
const preloadMenu = () => void loadMenu().catch(() => undefined);

export function MenuButton({
  label,
  children,
  icon,
  items,
  sections,
  selectedId,
  onAction,
  currentLabel,
  collapsible,
  variant = 'outlined',
  isDisabled,
  placement = 'bottom end',
  className,
  ...rest
}: MenuButtonProps) {
  const visible = children ?? label;
  // react-aria's MenuTrigger, split in two: the trigger's state and behaviour here, the menu in the lazy part.
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu', isDisabled }, state, triggerRef);
  // Mounted from the first opening on (exit animation and focus return work from then on).
  const [isMenuWanted, setMenuWanted] = useState(false);
  if (state.isOpen && !isMenuWanted) setMenuWanted(true);
  return (
    <>
      <ButtonContext.Provider value={{ ...menuTriggerProps, ref: triggerRef }}>
        <Trigger
          {...dataAttributes(rest)}
          className={className}
          data-variant={variant}
          data-collapsible={collapsible || undefined}
          isDisabled={isDisabled}
          onHoverStart={preloadMenu}
          onFocus={preloadMenu}
        >
          {icon ? <Glyph aria-hidden="true">{icon}</Glyph> : null}
          {/* The accessible name is "label + visible content" (e.g. "Language English"), so it contains the visible text. */}
          {children !== undefined ? <VisuallyHidden>{label}</VisuallyHidden> : null}
          {collapsible ? <CollapsingText>{visible}</CollapsingText> : visible}
          <Glyph aria-hidden="true" data-part="chevron">
            {chevron}
          </Glyph>
        </Trigger>
      </ButtonContext.Provider>
      {isMenuWanted ? (
        <Suspense fallback={null}>
          <MenuButtonMenu
            state={state}
            triggerRef={triggerRef}
            menuProps={menuProps}
            label={label}
            items={items}
            sections={sections}
            selectedId={selectedId}
            onAction={onAction}
            currentLabel={currentLabel}
            placement={placement}
          />
        </Suspense>
      ) : null}
    </>
  );
}
