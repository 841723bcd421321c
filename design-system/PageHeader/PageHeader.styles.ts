import styled from 'styled-components';
import { vars } from '../foundations/tokens';

export const Root = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding-bottom: ${vars.space[4]};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xxl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  margin: 0;
  max-width: 72ch;
  font-size: ${vars.fontSize.md};
  color: ${vars.color.text.secondary};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const Breadcrumbs = styled.div`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};
`;
