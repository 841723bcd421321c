import styled from 'styled-components';
import { vars } from '../foundations/tokens';
import { topBarHeight } from '../AppLayout/AppLayout.styles';

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  height: ${topBarHeight};
  padding: 0 ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border.default};
  background: ${vars.color.background.surface};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  flex: none;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  white-space: nowrap;

  & > a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
`;

export const Start = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin-inline-start: auto;
`;
