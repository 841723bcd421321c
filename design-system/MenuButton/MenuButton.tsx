import { lazy, Suspense, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useMenuTrigger } from 'react-aria';
import { ButtonContext } from 'react-aria-components';
import { useMenuTriggerState } from 'react-stately';
import { Glyph, Trigger, VisuallyHidden } from './MenuButton.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface MenuButtonItem {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface MenuButtonProps extends DataAttributes {
  /** Name of the menu (e.g. "Language"); the trigger's accessible name is this label followed by its visible content. */
  label: string;
  /** Visible content of the trigger (e.g. the current choice); when omitted the trigger shows `label`. */
  children?: ReactNode;
  /** Decorative icon in the trigger. */
  icon?: ReactNode;
  items: readonly MenuButtonItem[];
  /** The item shown with a check mark (single choice menus such as language or skin). */
  selectedId?: string;
  /** Called with the id of the chosen item. */
  onAction: (id: string) => void;
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
  selectedId,
  onAction,
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
          isDisabled={isDisabled}
          onHoverStart={preloadMenu}
          onFocus={preloadMenu}
        >
          {icon ? <Glyph aria-hidden="true">{icon}</Glyph> : null}
          {/* The accessible name is "label + visible content" (e.g. "Language English"), so it contains the visible text. */}
          {children !== undefined ? <VisuallyHidden>{label}</VisuallyHidden> : null}
          {visible}
          <Glyph aria-hidden="true">{chevron}</Glyph>
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
            selectedId={selectedId}
            onAction={onAction}
            placement={placement}
          />
        </Suspense>
      ) : null}
    </>
  );
}
