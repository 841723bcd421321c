import styled from 'styled-components';
import { vars } from '../foundations/tokens';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.surface};
  box-shadow: ${vars.shadow.sm};
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[3]};
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0;
  min-width: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};
`;
