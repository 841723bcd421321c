import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { MenuTrigger } from 'react-aria-components';
import { Check, Glyph, Item, Menu, Popover, Trigger, VisuallyHidden } from './MenuButton.styles';
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

const check = (
  <svg viewBox="0 0 16 16" fill="none">
    <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

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
  const selectable = selectedId !== undefined;
  return (
    <MenuTrigger>
      <Trigger {...dataAttributes(rest)} className={className} data-variant={variant} isDisabled={isDisabled}>
        {icon ? <Glyph aria-hidden="true">{icon}</Glyph> : null}
        {/* The accessible name is "label + visible content" (e.g. "Language English"), so it contains the visible text. */}
        {children !== undefined ? <VisuallyHidden>{label}</VisuallyHidden> : null}
        {visible}
        <Glyph aria-hidden="true">{chevron}</Glyph>
      </Trigger>
      <Popover placement={placement}>
        <Menu
          aria-label={label}
          selectionMode={selectable ? 'single' : 'none'}
          selectedKeys={selectable ? [selectedId] : undefined}
          disallowEmptySelection={selectable}
          disabledKeys={items.filter((i) => i.isDisabled).map((i) => i.id)}
          onAction={(key: Key) => onAction(String(key))}
        >
          {items.map((item) => (
            <Item key={item.id} id={item.id} textValue={item.label}>
              {selectable ? <Check aria-hidden="true">{check}</Check> : null}
              <span>{item.label}</span>
            </Item>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
