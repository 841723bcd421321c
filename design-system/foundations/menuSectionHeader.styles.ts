import { css } from 'styled-components';
import { vars } from './tokens';

/** The heading of a section of a menu (MenuButton's menu, the command palette): small secondary capitals. */
export const menuSectionHeader = css`
  padding: ${vars.space[2]} ${vars.space[3]} ${vars.space[1]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;
