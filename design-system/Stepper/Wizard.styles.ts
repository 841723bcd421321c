import styled from 'styled-components';
import { vars } from '../foundations/tokens';

export const Root = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;

  &[data-orientation='vertical'] {
    grid-template-columns: minmax(160px, 220px) minmax(0, 1fr);
    align-items: start;
  }
  &[data-orientation='horizontal'] {
    grid-template-columns: minmax(0, 1fr);
  }
  @media (max-width: 640px) {
    &[data-orientation='vertical'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const Counter = styled.span`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};

  /* Focus lands here programmatically (step change, failed validation); it is not a control, so no ring. */
  &:focus {
    outline: none;
  }
`;

export const Optional = styled.span`
  margin-inline-start: ${vars.space[2]};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.regular};
  color: ${vars.color.text.secondary};
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.secondary};
`;

export const Content = styled.div`
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border.default};
`;

export const Spacer = styled.span`
  flex: 1;
`;
