// The mark of the current place in a navigation list (the side menu's current page, the Services menu's current
// service): one accent bar at the item's start edge, so "you are here" looks the same everywhere.
import { css } from 'styled-components';
import { vars } from './tokens';

export const currentMarkBar = css`
  content: '';
  position: absolute;
  inset-block: 6px;
  inset-inline-start: 0;
  width: 3px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.default};
`;
