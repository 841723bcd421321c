import styled from 'styled-components';
import {
  Button,
  Dialog as RACDialog,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  Popover as RACPopover,
} from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { menuItem, menuItemCheck, menuList, menuSurface } from '../foundations/menu.styles';
import { visuallyHidden } from '../foundations/visuallyHidden';

export const Root = styled.div`
  position: relative;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.surface};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  overflow: hidden;
`;

export const ScrollRegion = styled.div`
  overflow: auto;
  max-height: var(--data-table-max-height, none);

  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px ${vars.color.focus.ring};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  text-align: start;
`;

export const Th = styled.th`
  text-align: start;
  font-weight: ${vars.fontWeight.medium};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border.default};
  vertical-align: middle;

  &[data-kind='column-header'] {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${vars.color.background.surface};
    color: ${vars.color.text.secondary};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    white-space: nowrap;
    border-bottom-color: ${vars.color.border.strong};
  }

  &[data-kind='column-header'][aria-sort] {
    padding: ${vars.space[1]} ${vars.space[2]};
  }

  &[data-align='end'] {
    text-align: end;
  }

  [data-density='compact'] & {
    padding-top: ${vars.space[2]};
    padding-bottom: ${vars.space[2]};
  }

  tbody tr:last-child > & {
    border-bottom: none;
  }
`;

export const Td = styled.td`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border.default};
  vertical-align: middle;

  &[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  [data-density='compact'] & {
    padding-top: ${vars.space[2]};
    padding-bottom: ${vars.space[2]};
  }

  tbody tr:last-child > & {
    border-bottom: none;
  }

  tbody tr:not([data-state]):hover > & {
    background: ${vars.color.background.surfaceHover};
  }
`;

export const SortButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: ${vars.space[2]};
  margin: 0;
  border: none;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
    color: ${vars.color.text.primary};
  }

  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }

  &[data-disabled] {
    cursor: default;
  }

  &[data-state='ascending'],
  &[data-state='descending'] {
    color: ${vars.color.text.primary};
  }
`;

export const SortIcon = styled.svg`
  width: 12px;
  height: 12px;
  flex: none;
  fill: currentColor;

  & path {
    opacity: 0.35;
  }

  &[data-state='ascending'] path[data-part='up'],
  &[data-state='descending'] path[data-part='down'] {
    opacity: 1;
  }
`;

export const RowActionButton = styled(Button)`
  display: inline;
  padding: 0;
  margin: 0;
  border: none;
  background: none;
  color: ${vars.color.text.link};
  font: inherit;
  font-weight: ${vars.fontWeight.medium};
  text-align: start;
  cursor: pointer;
  border-radius: ${vars.radius.sm};

  &[data-hovered] {
    color: ${vars.color.text.linkHover};
    text-decoration: underline;
  }

  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export const StateCell = styled.td`
  padding: 0;
`;

export const SkeletonBar = styled.span`
  display: block;
  height: 12px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background.surfaceHover};

  [data-align='end'] > & {
    margin-inline-start: auto;
  }
`;

export const VisuallyHiddenStatus = styled.div`
  ${visuallyHidden}
`;

// ─── Optional features (virtualised rows, selection, row menus, column visibility) ─────────────────────────

export const SpacerCell = styled.td`
  padding: 0;
  border: none;
`;

export const ControlCell = styled.td`
  width: 1%;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-bottom: 1px solid ${vars.color.border.default};
  vertical-align: middle;
  white-space: nowrap;

  thead & {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${vars.color.background.surface};
    border-bottom-color: ${vars.color.border.strong};
  }

  tbody tr:last-child > & {
    border-bottom: none;
  }

  tbody tr:not([data-state]):hover > & {
    background: ${vars.color.background.surfaceHover};
  }

  &[data-align='end'] {
    text-align: end;
  }
`;

export const SelectedRow = styled.tr`
  &[data-selected] > td,
  &[data-selected] > th {
    background: ${vars.color.background.surfaceSelected};
  }
`;

/** The label around a row's (or the header's) native checkbox; the states the box is drawn from are on it. */
export const RowCheckbox = styled.label`
  display: inline-flex;
  align-items: center;
  cursor: pointer;
  vertical-align: middle;
`;

export const CheckboxInput = styled.input`
  ${visuallyHidden}
`;

export const CheckBox = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border: 1px solid ${vars.color.border.input};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background.input};
  color: ${vars.color.checkbox.checkmark};

  & > svg {
    width: 12px;
    height: 12px;
    visibility: hidden;
  }

  ${RowCheckbox}:hover:not([data-disabled]) > & {
    border-color: ${vars.color.border.inputHover};
  }
  [data-selected] > &,
  [data-indeterminate] > & {
    border-color: ${vars.color.checkbox.checkedBg};
    background: ${vars.color.checkbox.checkedBg};
  }
  [data-selected] > & > svg,
  [data-indeterminate] > & > svg {
    visibility: visible;
  }
  input:focus-visible + & {
    box-shadow: ${vars.focusRing};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 48px;
  padding: ${vars.space[2]} ${vars.space[3]} ${vars.space[2]} ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border.default};

  &[data-selected] {
    background: ${vars.color.accent.subtle};
  }
`;

export const ToolbarCount = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

export const ToolbarActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const ToolbarEnd = styled.div`
  margin-inline-start: auto;
`;

export const IconButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-width: 32px;
  height: 32px;
  padding: 0 ${vars.space[2]};
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.secondary};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  cursor: pointer;

  &[data-variant='outlined'] {
    border-color: ${vars.color.border.input};
    color: ${vars.color.text.primary};
  }
  &[data-hovered],
  &[data-pressed] {
    background: ${vars.color.background.surfaceHover};
    color: ${vars.color.text.primary};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }

  & > svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
`;

export const MenuPopover = styled(RACPopover)`
  min-width: 180px;
  ${menuSurface}
`;

/** The column preferences panel (visibility and order) inside a MenuPopover. */
export const SettingsDialog = styled(RACDialog)`
  width: min(300px, calc(100vw - 2 * ${vars.space[4]}));
  max-height: inherit;
  overflow: auto;
  padding: ${vars.space[1]};
  outline: none;

  /* Focus rests on the panel itself when it opens; the popover's edge already shows where it is. */
  &:focus-visible {
    box-shadow: none;
  }
`;

export const MenuList = styled(RACMenu)`
  ${menuList}
`;

export const MenuItem = styled(RACMenuItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  ${menuItem}

  & [data-tone='danger'] {
    color: ${vars.color.text.danger};
  }
`;

export const MenuCheck = styled.span`
  ${menuItemCheck}
`;
