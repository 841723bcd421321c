import type { ReactElement, ReactNode } from 'react';
import { TooltipTrigger } from 'react-aria-components';
import { Arrow, Bubble } from './Tooltip.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right' | 'start' | 'end';

export interface TooltipProps extends DataAttributes {
  /** The tooltip's text: a short hint about the trigger, never essential information or interactive content. */
  content: ReactNode;
  /** The trigger: one focusable react-aria element, e.g. a design-system Button (icon-only buttons still need an aria-label). */
  children: ReactElement;
  /** Default 'top'; flips when there is no room. */
  placement?: TooltipPlacement;
  /** Milliseconds of hover before showing (focus shows at once). Default 600. */
  delay?: number;
  /** Milliseconds before hiding after the pointer leaves. Default 300. */
  closeDelay?: number;
  /** Controlled open state (e.g. to show "Copied" after a press). */
  isOpen?: boolean;
  /** Called when the tooltip opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Never show the tooltip. */
  isDisabled?: boolean;
  className?: string;
}

/**
 * A hint shown on hover and keyboard focus (react-aria TooltipTrigger + Tooltip): role tooltip, described-by on
 * the trigger, Escape hides it.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  closeDelay = 300,
  isOpen,
  onOpenChange,
  isDisabled,
  className,
  ...rest
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDisabled={isDisabled}
    >
      {children}
      <Bubble {...dataAttributes(rest)} placement={placement} offset={8} className={className}>
        <Arrow>
          <svg aria-hidden="true" width="10" height="5" viewBox="0 0 10 5">
            <path d="M0 0 L5 5 L10 0 Z" />
          </svg>
        </Arrow>
        {content}
      </Bubble>
    </TooltipTrigger>
  );
}
