import { CalendarGridBody, CalendarGridHeader } from 'react-aria-components';
import { CalendarHeader, CalendarHeading, Cell, Grid, HeaderCell, NavButton } from './DatePicker.styles';

export interface CalendarStrings {
  /** Accessible name of the previous-month button (react-aria's localized "Previous" when omitted). */
  previousMonth?: string;
  /** Accessible name of the next-month button (react-aria's localized "Next" when omitted). */
  nextMonth?: string;
}

interface CalendarBodyProps {
  strings?: CalendarStrings;
  /** A single-date calendar fills its selected day; a range calendar fills the ends and tints the middle. */
  isRange?: boolean;
}

const chevron = (d: string) => (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path d={d} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Month heading, previous/next buttons and the day grid: the inside of a react-aria Calendar or RangeCalendar. */
export function CalendarBody({ strings, isRange }: CalendarBodyProps) {
  return (
    <>
      <CalendarHeader>
        <NavButton slot="previous" aria-label={strings?.previousMonth}>
          {chevron('M10 3.5 5.5 8l4.5 4.5')}
        </NavButton>
        <CalendarHeading />
        <NavButton slot="next" aria-label={strings?.nextMonth}>
          {chevron('M6 3.5 10.5 8 6 12.5')}
        </NavButton>
      </CalendarHeader>
      <Grid weekdayStyle="short">
        <CalendarGridHeader>{(day) => <HeaderCell>{day}</HeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <Cell date={date} data-single={isRange ? undefined : ''} />}
        </CalendarGridBody>
      </Grid>
    </>
  );
}
