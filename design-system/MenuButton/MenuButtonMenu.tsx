// The open part of a MenuButton: react-aria's popover and menu, wired to the trigger's state the way react-aria's
// own MenuTrigger wires them (same contexts). A chunk of its own, loaded when a menu is first about to open: the
// top bar's language and skin menus are on the sign-in page, and their menu, popover, collection and selection
// code would otherwise be a good part of the JS /login loads (scripts/lib/bundle-budget.mjs).
import { flushSync } from 'react-dom';
import type { Key } from 'react-aria-components';
import { MenuTriggerContexts, type MenuTriggerContextsProps } from './MenuTriggerContexts';
import {
  Check,
  CurrentNote,
  Item,
  ItemLabel,
  Menu,
  Popover,
  Section,
  SectionHeader,
} from './MenuButtonMenu.styles';
import type { MenuButtonItem, MenuButtonProps } from './MenuButton';

const check = (
  <svg viewBox="0 0 16 16" fill="none">
    <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export interface MenuButtonMenuProps
  extends
    Pick<
      MenuButtonProps,
      'label' | 'items' | 'sections' | 'selectedId' | 'onAction' | 'currentLabel' | 'placement'
    >,
    Omit<MenuTriggerContextsProps, 'children'> {}

export function MenuButtonMenu({
  state,
  triggerRef,
  menuProps,
  label,
  items = [],
  sections,
  selectedId,
  onAction,
  currentLabel,
  placement,
}: MenuButtonMenuProps) {
  const selectable = selectedId !== undefined;
  const all = sections ? sections.flatMap((section) => section.items) : items;
  const renderItem = (item: MenuButtonItem, checkable = selectable) => (
    <Item
      key={item.id}
      id={item.id}
      textValue={item.label}
      href={item.href}
      data-current={item.isCurrent || undefined}
    >
      {checkable ? <Check aria-hidden="true">{check}</Check> : null}
      <ItemLabel slot="label">{item.label}</ItemLabel>
      {/* Seen as the item's accent (styles), heard as its description: react-aria points aria-describedby at
          the slot. Out of sight, so the visible text (the label) stays the whole accessible name. */}
      {item.isCurrent && currentLabel ? <CurrentNote slot="description">{currentLabel}</CurrentNote> : null}
    </Item>
  );
  return (
    <MenuTriggerContexts state={state} triggerRef={triggerRef} menuProps={menuProps}>
      {/* No entry or exit animation (the surface has none). On closing, react-aria's exit check reads the
          popover's animations in the commit that closes it: a style and layout pass of the whole page in the
          middle of that commit (after a language switch: every text and <html lang> just changed). Skipped,
          the popover unmounts at once. */}
      <Popover placement={placement} shouldSkipAnimation>
        <Menu
          aria-label={label}
          selectionMode={selectable ? 'single' : 'none'}
          selectedKeys={selectable ? [selectedId] : undefined}
          disallowEmptySelection={selectable}
          disabledKeys={all.filter((i) => i.isDisabled).map((i) => i.id)}
          onAction={(key: Key) => {
            // A link item navigates through react-aria's router, which closes the menu after it.
            if (all.some((i) => i.id === String(key) && i.href)) return;
            // Closed first, in a commit of its own, then the action (react-aria closes the menu after it, in the
            // action's render): an action that re-renders much of the page (a language or skin switch) would
            // otherwise remove the focused item and give focus back to the trigger in the middle of that commit,
            // each a style pass of the whole page it just changed. Same task and event, one frame: nothing in
            // between is painted.
            flushSync(() => state.close());
            onAction?.(String(key));
          }}
        >
          {sections
            ? sections.map((section) => (
                <Section
                  key={section.id}
                  id={section.id}
                  // A section with a choice of its own: single selection within it, checked items only here.
                  {...(section.selectedId !== undefined
                    ? {
                        selectionMode: 'single' as const,
                        selectedKeys: [section.selectedId],
                        disallowEmptySelection: true,
                      }
                    : {})}
                >
                  <SectionHeader>{section.title}</SectionHeader>
                  {section.items.map((item) =>
                    renderItem(item, selectable || section.selectedId !== undefined),
                  )}
                </Section>
              ))
            : items.map((item) => renderItem(item))}
        </Menu>
      </Popover>
    </MenuTriggerContexts>
  );
}
