// Layout of the site overview (spacing only; every visual comes from the design system).
import styled from 'styled-components';
import { vars } from '@ds/foundations';

/** The site's sections as a wrapping row of links. */
export const SectionLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]} ${vars.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
