// Layout of the CDN dashboard and analytics screens (spacing and grids only; every visual comes from the design
// system).
import styled from 'styled-components';
import { vars } from '@ds/foundations';

/** Stat cards side by side, as many as fit. */
export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(10rem, 100%), 1fr));
  gap: ${vars.space[4]};
`;

/** Charts two by two on a wide screen, one column on a narrow one. */
export const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(28rem, 100%), 1fr));
  gap: ${vars.space[4]};
  align-items: start;
  min-width: 0;

  & > * {
    min-width: 0;
  }
`;

/** The filters above the charts: the site, the period. */
export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[4]};

  & > [data-filter='site'] {
    min-width: min(18rem, 100%);
  }
`;

/** A short line under the filters (what the period is, how many changes are marked). */
export const Note = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;

/** What kinds of traffic the figures count: a lead-in and the kinds side by side. */
export const KindList = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[1]} ${vars.space[4]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};

  & > ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[1]} ${vars.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & strong {
    color: ${vars.color.text.primary};
    font-weight: ${vars.fontWeight.medium};
  }
`;
