import styled from 'styled-components';
import { vars } from '../foundations/tokens';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.surface};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.sm};

  /* Stacked cards share their borders and form one column of sections. */
  &[data-variant='stacked'] {
    border-radius: 0;
    box-shadow: none;
  }
  &[data-variant='stacked']:first-child {
    border-top-left-radius: ${vars.radius.lg};
    border-top-right-radius: ${vars.radius.lg};
  }
  &[data-variant='stacked']:last-child {
    border-bottom-left-radius: ${vars.radius.lg};
    border-bottom-right-radius: ${vars.radius.lg};
  }
  &[data-variant='stacked'] + &[data-variant='stacked'] {
    margin-top: -1px;
  }
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding: ${vars.space[4]} ${vars.space[5]} 0;
`;

export const Heading = styled.div`
  min-width: 0;
  flex: 1 1 240px;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.md};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const Body = styled.div`
  padding: ${vars.space[4]} ${vars.space[5]};
  min-width: 0;

  &[data-flush] {
    padding: ${vars.space[3]} 0 0;
  }
  &[data-flush]:not([data-has-header]) {
    padding: 0;
  }
`;

export const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[5]};
  border-top: 1px solid ${vars.color.border.default};
`;
