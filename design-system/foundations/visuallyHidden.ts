import { css } from 'styled-components';

/**
 * Hidden from sight, still read by assistive technology: screen-reader-only text, live regions, a skip link
 * until it has focus. One 1px box, clipped to nothing, out of the flow.
 */
export const visuallyHidden = css`
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
