// Layout glue of the rjsf theme (spacing and type only, from design tokens; every control is a DS component).
import styled from 'styled-components';
import { vars } from '@ds/foundations';

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]};
  min-width: 0;

  & > [data-part='grow'] {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space[1]};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};

  &[data-required]::after {
    content: ' *';
    color: ${vars.color.text.danger};
  }
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};
`;

export const Help = styled.div`
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.secondary};
`;

export const ErrorText = styled.div`
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.danger};
`;

export const ErrorList = styled.ul`
  margin: 0;
  padding-left: ${vars.space[5]};
`;

export const Item = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.surface};

  & > [data-part='content'] {
    flex: 1;
    min-width: 0;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  gap: ${vars.space[1]};
`;
