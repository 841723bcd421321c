import styled from 'styled-components';
import { Button as RACButton, DateRangePicker as RACDateRangePicker } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Root = styled(RACDateRangePicker)`
  display: block;
  min-width: 0;
`;

/** The preset column beside the calendar. */
export const PresetList = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 140px;
  padding-inline-end: ${vars.space[3]};
  border-inline-end: 1px solid ${vars.color.border.default};
`;

export const PresetButton = styled(RACButton)`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text.primary};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  text-align: start;
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${vars.color.focus.ring};
  }
  &[data-active] {
    background: ${vars.color.background.surfaceSelected};
    color: ${vars.color.accent.text};
    font-weight: ${vars.fontWeight.medium};
  }
`;
