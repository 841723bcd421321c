// Layout glue for the public sign-in screens (spacing only).
import styled from 'styled-components';
import { vars } from '@ds/foundations';

export const CenteredPage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[6]};
  min-height: 100vh;
  padding: ${vars.space[6]};
`;

export const AuthColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  width: min(26rem, 100%);
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const Preferences = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

/** Secondary ways and links under a form. */
export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border.default};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;

export const ChoiceList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A field error under a control that does not show its own (the design system's single Checkbox). */
export const InlineError = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.danger};
`;
