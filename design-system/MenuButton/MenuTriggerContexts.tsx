// The contexts react-aria's own MenuTrigger gives its popover and menu, for menus whose trigger state and
// behaviour live apart from them (MenuButton's lazily loaded menu, DataTable's row menus mounted on first open):
// inside, a react-aria Popover and Menu work as under a MenuTrigger.
import { useRef, type ReactNode, type RefObject } from 'react';
import type { AriaMenuOptions } from 'react-aria';
import {
  MenuContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately';

export interface MenuTriggerContextsProps {
  /** From react-stately's useMenuTriggerState. */
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** From react-aria's useMenuTrigger. */
  menuProps: AriaMenuOptions<unknown>;
  children: ReactNode;
}

export function MenuTriggerContexts({ state, triggerRef, menuProps, children }: MenuTriggerContextsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef } as never],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef,
            scrollRef,
            'aria-labelledby': menuProps['aria-labelledby'],
          } as never,
        ],
      ]}
    >
      {children}
    </Provider>
  );
}
