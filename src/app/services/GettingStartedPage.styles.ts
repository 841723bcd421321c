// Layout of the getting-started page (spacing and grids only; every visual comes from the design system).
import styled from 'styled-components';
import { vars } from '@ds/foundations';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  max-width: 64rem;
`;

/** The service's features, as many side by side as fit (one column on a phone). */
export const FeatureList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(16rem, 100%), 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  & h3 {
    margin: 0 0 ${vars.space[1]};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.semibold};
  }

  & p {
    margin: 0;
    color: ${vars.color.text.secondary};
    line-height: ${vars.lineHeight.normal};
  }
`;
