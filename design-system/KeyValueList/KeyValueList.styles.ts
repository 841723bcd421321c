import styled from 'styled-components';
import { vars } from '../foundations/tokens';

export const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]} ${vars.space[6]};
  margin: 0;

  &[data-columns='2'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 640px) {
    &[data-columns='2'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

export const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const Term = styled.dt`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text.secondary};
`;

export const Value = styled.dd`
  margin: 0;
  font-size: ${vars.fontSize.md};
  color: ${vars.color.text.primary};
  overflow-wrap: anywhere;
`;
