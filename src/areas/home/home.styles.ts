// Layout of the general pages (spacing and grids only; every visual comes from the design system).
import styled from 'styled-components';
import { vars, visuallyHidden } from '@ds/foundations';

/** Cards side by side, as many as fit (one column on a phone). */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(20rem, 100%), 1fr));
  gap: ${vars.space[4]};
  align-items: stretch;
`;

/** Numbers of one card, in a row that wraps. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${vars.space[3]};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
  }
  & dt {
    color: ${vars.color.text.secondary};
    font-size: ${vars.fontSize.sm};
  }
  & dd {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

/** Read by screen readers only (a loading card's status). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const Paragraph = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
`;

/** A vertical list of quota bars. */
export const QuotaList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(18rem, 100%), 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
