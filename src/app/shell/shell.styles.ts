// Layout glue of the console chrome (spacing only; every colour comes from the design system's tokens).
import styled from 'styled-components';
import { vars } from '@ds/foundations';

export const ScopeGroup = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const ScopeNote = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;
`;

export const Banners = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin-block-end: ${vars.space[4]};

  &:empty {
    display: none;
  }
`;

/** The address (and permission) a 404 or not-authorized page is about. */
export const DeniedDetail = styled.p`
  margin: 0;
  overflow-wrap: anywhere;

  & code {
    font-family: ${vars.fontFamily.mono};
    user-select: all;
  }
`;

export const RequestIdNote = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};

  & > code {
    color: ${vars.color.text.primary};
    user-select: all;
  }
`;

export const ErrorLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
`;
