import styled from 'styled-components';
import { Button } from 'react-aria-components';
import { vars } from '../foundations/tokens';

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
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
