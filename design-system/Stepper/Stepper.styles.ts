import styled from 'styled-components';
import { Button as RACButton } from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { visuallyHidden } from '../foundations/visuallyHidden';

export const Nav = styled.nav`
  min-width: 0;
`;

export const List = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${vars.space[2]} ${vars.space[4]};
  }
  &[data-orientation='vertical'] {
    flex-direction: column;
  }
`;

export const Item = styled.li`
  position: relative;
  display: flex;
  min-width: 0;

  [data-orientation='horizontal'] > & {
    flex: 1 1 0;
    padding-top: ${vars.space[2]};
    border-top: 3px solid ${vars.color.border.default};
  }
  [data-orientation='horizontal'] > &[data-state='complete'],
  [data-orientation='horizontal'] > &[data-state='current'] {
    border-top-color: ${vars.color.accent.default};
  }
  [data-orientation='horizontal'] > &[data-state='error'] {
    border-top-color: ${vars.color.border.danger};
  }

  /* Vertical: a connector line between markers. */
  [data-orientation='vertical'] > & {
    padding-bottom: ${vars.space[4]};
  }
  [data-orientation='vertical'] > &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: 28px;
    bottom: 4px;
    inset-inline-start: 11px;
    width: 2px;
    background: ${vars.color.border.default};
  }
  [data-orientation='vertical'] > &[data-state='complete']:not(:last-child)::before {
    background: ${vars.color.accent.default};
  }
`;

/** The step's row: marker and text; a button when completed steps can be revisited. */
export const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  min-width: 0;
  color: inherit;
  text-align: start;
`;

export const RowButton = styled(RACButton)`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: -2px;
  padding: 2px;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  outline: none;

  &[data-hovered] [data-part='label'] {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    box-shadow: ${vars.focusRing};
  }
`;

export const Marker = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: 24px;
  height: 24px;
  border: 2px solid ${vars.color.border.input};
  border-radius: ${vars.radius.full};
  background: ${vars.color.background.surface};
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;

  & > svg {
    width: 14px;
    height: 14px;
  }
  [data-state='current'] & {
    border-color: ${vars.color.accent.default};
    color: ${vars.color.accent.text};
  }
  [data-state='complete'] & {
    border-color: ${vars.color.accent.default};
    background: ${vars.color.accent.default};
    color: ${vars.color.text.inverse};
  }
  [data-state='error'] & {
    border-color: ${vars.color.border.danger};
    background: ${vars.color.status.danger.bg};
    color: ${vars.color.status.danger.text};
  }
`;

export const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding-top: 2px;
`;

export const Label = styled.span`
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.secondary};

  [data-state='current'] & {
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.text.primary};
  }
  [data-state='complete'] & {
    color: ${vars.color.text.primary};
  }
  [data-state='error'] & {
    color: ${vars.color.text.danger};
  }
`;

export const Secondary = styled.span`
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.secondary};
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
