// Layout of the detail page's own pieces (spacing and type only; colours are design-system tokens).
import styled from 'styled-components';
import { vars } from '@ds/foundations';

/** One History entry: its sentence above what it changed. */
export const EntryBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const Sentence = styled.span`
  overflow-wrap: anywhere;
`;

/** The before → after rows of one audit entry. */
export const ChangeList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const ChangeRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  align-items: baseline;
  min-width: 0;
`;

export const ChangeField = styled.span`
  font-weight: ${vars.fontWeight.medium};
  &::after {
    content: ':';
  }
`;

export const OldValue = styled.del`
  color: ${vars.color.text.secondary};
  overflow-wrap: anywhere;
  &[data-empty] {
    text-decoration: none;
  }
`;

export const NewValue = styled.ins`
  text-decoration: none;
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${vars.color.text.secondary};
`;

/** The tab panel's content column. */
export const TabBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  padding-top: ${vars.space[4]};
`;

/** A focusable wrapper around a disabled action, so its reason (a tooltip) opens by keyboard too. */
export const DisabledTrigger = styled.span`
  display: inline-flex;
  border-radius: ${vars.radius.md};
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: center;
`;
