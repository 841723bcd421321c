import styled, { css } from 'styled-components';
import {
  Button as RACButton,
  CalendarCell as RACCalendarCell,
  CalendarGrid as RACCalendarGrid,
  CalendarHeaderCell as RACCalendarHeaderCell,
  DateInput as RACDateInput,
  DatePicker as RACDatePicker,
  DateSegment as RACDateSegment,
  Dialog as RACDialog,
  Group as RACGroup,
  Heading as RACHeading,
  Popover as RACPopover,
  TimeField as RACTimeField,
} from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { fieldBoxCss } from '../FormField/FormField.styles';

// Shared by DatePicker, DateRangePicker and TimeField: the segmented input box, the calendar trigger, the popover
// and the calendar grid. DateRangePicker imports these rather than re-declaring them.

export const Root = styled(RACDatePicker)`
  display: block;
  min-width: 0;
`;

export const TimeRoot = styled(RACTimeField)`
  display: block;
  min-width: 0;
`;

/** The box around the segments and the calendar button; react-aria sets data-invalid/disabled/focus-within on it. */
export const FieldGroup = styled(RACGroup)`
  ${fieldBoxCss}
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: 0 ${vars.space[1]} 0 ${vars.space[3]};
  width: auto;
  max-width: 100%;
`;

/** A DateInput/TimeInput drawn as its own box (TimeField has no Group around it). */
export const BoxedInput = styled(RACDateInput)`
  ${fieldBoxCss}
  display: flex;
  align-items: center;
  padding: 0 ${vars.space[3]};
  width: auto;
`;

export const SegmentsInput = styled(RACDateInput)`
  display: flex;
  flex: 0 1 auto;
  align-items: center;
  min-height: 34px;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const Segment = styled(RACDateSegment)`
  padding: 0 1px;
  border-radius: ${vars.radius.sm};
  outline: none;
  font-variant-numeric: tabular-nums;

  /* Flex items drop edge spaces; literals such as ", " between date and time need theirs. */
  &[data-type='literal'] {
    padding: 0;
    white-space: pre;
  }
  /* The filled background shows the focused segment; a ring would cover the separators beside it. */
  &:focus-visible {
    box-shadow: none;
  }
  &[data-placeholder] {
    color: ${vars.color.text.secondary};
  }
  &[data-focused] {
    background: ${vars.color.accent.default};
    color: ${vars.color.text.inverse};
  }
  &[data-disabled] {
    color: ${vars.color.text.disabled};
  }
`;

/** The range picker's dash between start and end: drawn by CSS so no text literal lives in the component. */
export const RangeDash = styled.span`
  padding: 0 ${vars.space[2]};
  color: ${vars.color.text.secondary};

  &::before {
    content: '–';
  }
`;

const iconButtonCss = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
    color: ${vars.color.text.primary};
  }
  &[data-focus-visible] {
    box-shadow: ${vars.focusRing};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
    background: transparent;
  }
  & > svg {
    width: 16px;
    height: 16px;
  }
`;

export const CalendarButton = styled(RACButton)`
  ${iconButtonCss}
  margin-inline-start: auto;
`;

export const PopoverSurface = styled(RACPopover)`
  max-width: calc(100vw - 2 * ${vars.space[4]});
  overflow: auto;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.surfaceRaised};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.md};
  z-index: ${vars.z.dropdown};
`;

export const DialogBody = styled(RACDialog)`
  display: flex;
  gap: ${vars.space[4]};
  padding: ${vars.space[3]};
  outline: none;
`;

export const CalendarFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  /* Calendar and RangeCalendar render a div; give both the same frame. */
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
  }
`;

export const CalendarHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
`;

export const CalendarHeading = styled(RACHeading)`
  flex: 1;
  margin: 0;
  text-align: center;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

export const NavButton = styled(RACButton)`
  ${iconButtonCss}
`;

export const Grid = styled(RACCalendarGrid)`
  border-collapse: collapse;
  border-spacing: 0;

  & td {
    padding: 1px 0;
  }
`;

export const HeaderCell = styled(RACCalendarHeaderCell)`
  width: 36px;
  padding-bottom: ${vars.space[1]};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text.secondary};
  text-align: center;
`;

export const Cell = styled(RACCalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 32px;
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.primary};
  cursor: pointer;
  outline: none;

  &[data-outside-month] {
    display: none;
  }
  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
  }
  &[data-today] {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  /* A range's middle days: tinted; its ends (and a single selected day): filled. */
  &[data-selected] {
    border-radius: 0;
    background: ${vars.color.background.surfaceSelected};
  }
  &[data-selected]:not([data-selection-start], [data-selection-end]) {
    color: ${vars.color.text.primary};
  }
  &[data-selection-start] {
    border-start-start-radius: ${vars.radius.sm};
    border-end-start-radius: ${vars.radius.sm};
  }
  &[data-selection-end] {
    border-start-end-radius: ${vars.radius.sm};
    border-end-end-radius: ${vars.radius.sm};
  }
  &[data-selection-start],
  &[data-selection-end],
  &[data-selected][data-single] {
    background: ${vars.color.accent.default};
    color: ${vars.color.text.inverse};
    font-weight: ${vars.fontWeight.semibold};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${vars.color.focus.ring};
  }
  &[data-selection-start][data-focus-visible],
  &[data-selection-end][data-focus-visible],
  &[data-selected][data-single][data-focus-visible] {
    box-shadow:
      inset 0 0 0 2px ${vars.color.focus.ring},
      inset 0 0 0 4px ${vars.color.background.surfaceRaised};
  }
  &[data-disabled],
  &[data-unavailable] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
    text-decoration: line-through;
  }
  &[data-invalid][data-selected] {
    background: ${vars.color.status.danger.bg};
    color: ${vars.color.status.danger.text};
  }
`;
