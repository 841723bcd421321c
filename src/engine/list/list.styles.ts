// Layout glue of the list screen (spacing only; every visual comes from the design system).
import styled from 'styled-components';
import { vars } from '@ds/foundations';

/** The export's progress bar and its Cancel button, above the table. */
export const ExportPanel = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[3]};
  max-width: 40rem;
  & > :first-child {
    flex: 1;
  }
`;

/** Search and filter on the start side, view actions on the end side. */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
`;

export const ToolbarGrow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
  flex: 1 1 30rem;
  min-width: 0;
  && > * {
    flex: 1 1 16rem;
    min-width: min(16rem, 100%);
  }
`;

export const ToolbarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]};
  margin-inline-start: auto;
`;

/** The row under the table: range text, page size, pager. */
export const ListFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const FooterStart = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[4]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;

/** The names a bulk confirmation lists. */
export const NameList = styled.ul`
  margin: ${vars.space[2]} 0;
  padding-inline-start: ${vars.space[5]};
  overflow-wrap: anywhere;
`;

/** Focus target around a disabled action, so its tooltip (the reason) is reachable by keyboard. */
export const DisabledTrigger = styled.span`
  display: inline-flex;
  border-radius: ${vars.radius.md};
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export const PageSizeField = styled.div`
  width: 9rem;
`;

/** "21–40 of 57", level with the page-size field's control rather than its label. */
export const RangeText = styled.span`
  padding-block-end: ${vars.space[2]};
`;
