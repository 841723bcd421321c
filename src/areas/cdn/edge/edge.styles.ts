// Layout of the per-site settings screens (spacing only; every visual comes from the design system).
import styled from 'styled-components';
import { vars, visuallyHidden } from '@ds/foundations';

/** One setting: text on the left, its control on the right (stacked on a phone). */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[6]};
  padding: ${vars.space[4]} 0;

  & + & {
    border-top: 1px solid ${vars.color.border.default};
  }
`;

export const RowText = styled.div`
  flex: 1 1 22rem;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const SettingTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

export const SettingDescription = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
`;

/** The control column: selects keep one width so rows line up. */
export const Control = styled.div`
  flex: 0 0 auto;
  min-width: 14rem;
  display: flex;
  justify-content: flex-end;

  & fieldset {
    display: flex;
    gap: ${vars.space[4]};
    border: 0;
    margin: 0;
    padding: 0;
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
