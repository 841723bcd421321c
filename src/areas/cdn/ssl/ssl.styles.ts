// Layout of the SSL screens (spacing only; every visual comes from the design system).
import styled from 'styled-components';
import { vars } from '@ds/foundations';

/** A PEM text area with its file drop beside it (stacked on narrow screens). */
export const PemField = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(12rem, 1fr);
  gap: ${vars.space[4]};
  align-items: start;

  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The upload form: wider than a plain form column, for the PEM areas. */
export const UploadColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  max-width: 60rem;
`;

/** Warnings about the certificate, one Alert each. */
export const Warnings = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

/** The sites and domains serving a certificate. */
export const UsageList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${vars.space[2]};
`;
