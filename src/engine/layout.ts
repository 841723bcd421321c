// Layout glue for engine screens (spacing only; every visual comes from the design system).
import styled from 'styled-components';
import { vars } from '@ds/foundations';

/** Vertical stack of page blocks. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  min-width: 0;
`;

/** A row of controls above a table (search, filters). */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space[3]};
  /* Doubled to outrank the field's own min-width whatever order the styles load in. */
  && > * {
    min-width: min(20rem, 100%);
  }
`;

/** A row of buttons (form actions), set apart from the last field. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[5]};
`;

/** A form column of readable width. */
export const FormColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  max-width: 40rem;
`;

/** A section with its h2. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;
