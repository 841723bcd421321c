// What changes in a narrow container (the console layout on a phone, below `breakpoints.sm`): a control's text
// goes out of sight and its icon stays (the text is still its accessible name).
import styled from 'styled-components';
import { breakpoints } from './tokens';
import { visuallyHidden } from './visuallyHidden';

/** Width of the surrounding container below which controls collapse to their icons. */
export const collapseBelow = breakpoints.sm;

/** The container query of a narrow container. */
export const narrowContainer = `@container (max-width: ${collapseBelow - 1}px)`;

/** A control's text when it is collapsible: out of sight in a narrow container, still read as its name. */
export const CollapsingText = styled.span`
  ${narrowContainer} {
    ${visuallyHidden}
  }
`;
