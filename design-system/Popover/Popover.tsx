import type { ReactElement, ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { Arrow, Content, Surface, Title } from './Popover.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type PopoverPlacement =
  'top' | 'bottom' | 'left' | 'right' | 'start' | 'end' | 'bottom start' | 'bottom end';

interface PopoverBaseProps extends DataAttributes {
  /** The trigger: one pressable react-aria element, e.g. a design-system Button. */
  trigger: ReactElement;
  /** Rich content: text, key–value pairs, links, small forms. A function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Default 'bottom'; flips when there is no room. */
  placement?: PopoverPlacement;
  /** Default 'medium' (360px wide at most); 'large' 520px. */
  size?: 'medium' | 'large';
  /** Open state (controlled). */
  isOpen?: boolean;
  /** Called when the popover opens or closes (trigger, Escape, a press outside). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Show an arrow pointing at the trigger. Default true. */
  showArrow?: boolean;
  className?: string;
}

interface PopoverWithTitle extends PopoverBaseProps {
  /** Heading at the top; also the dialog's accessible name. */
  title: ReactNode;
  'aria-label'?: undefined;
}

interface PopoverWithLabel extends PopoverBaseProps {
  title?: undefined;
  /** Accessible name of the dialog when it has no title. */
  'aria-label': string;
}

export type PopoverProps = PopoverWithTitle | PopoverWithLabel;

/**
 * Rich, interactive content anchored to a trigger (react-aria DialogTrigger + Popover + Dialog): the trigger
 * gets aria-expanded, focus moves into the dialog, Escape or a press outside closes it and focus returns.
 * For plain hints use Tooltip.
 */
export function Popover({
  trigger,
  children,
  title,
  placement = 'bottom',
  size = 'medium',
  isOpen,
  onOpenChange,
  showArrow = true,
  className,
  'aria-label': ariaLabel,
  ...rest
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Surface
        {...dataAttributes(rest)}
        placement={placement}
        offset={showArrow ? 10 : 6}
        className={className}
        data-size={size}
      >
        {showArrow ? (
          <Arrow>
            <svg aria-hidden="true" width="14" height="7" viewBox="0 0 14 7">
              <path d="M0 0 L7 7 L14 0" />
            </svg>
          </Arrow>
        ) : null}
        <Content aria-label={ariaLabel}>
          {({ close }) => (
            <>
              {title ? (
                <Title slot="title" level={3}>
                  {title}
                </Title>
              ) : null}
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Content>
      </Surface>
    </DialogTrigger>
  );
}
