import styled from 'styled-components';
import { vars } from '../foundations/tokens';
import {
  Action as EmptyAction,
  Description as EmptyDescription,
  Icon as EmptyIcon,
} from '../EmptyState/EmptyState.styles';

// The empty-state layout, with the error's own icon colour, a wider description and a row of actions.
export { Root, Title } from '../EmptyState/EmptyState.styles';

export const Icon = styled(EmptyIcon)`
  color: ${vars.color.status.danger.text};
`;

export const Description = styled(EmptyDescription)`
  max-width: 56ch;
`;

export const RequestId = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: center;
  gap: ${vars.space[1]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};

  & code {
    padding: 2px ${vars.space[1]};
    border: 1px solid ${vars.color.border.default};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.background.surface};
    color: ${vars.color.text.primary};
    font-size: ${vars.fontSize.xs};
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

export const Action = styled(EmptyAction)`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
`;
