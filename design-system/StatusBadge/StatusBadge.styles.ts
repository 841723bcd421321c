import styled, { css } from 'styled-components';
import { Link as RACLink } from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { badgeCss } from '../Badge/Badge.styles';

const base = css`
  ${badgeCss}
  gap: ${vars.space[1]};
`;

export const Root = styled.span`
  ${base}
`;

export const LinkRoot = styled(RACLink)`
  ${base}
  cursor: pointer;
  text-decoration: none;

  &[data-hovered] [data-part='label'] {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export const Dot = styled.span`
  flex: none;
  width: 6px;
  height: 6px;
  border-radius: ${vars.radius.full};
  background: currentColor;
`;

export const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Arrow = styled.span`
  display: inline-flex;
  width: 12px;
  height: 12px;

  & > svg {
    width: 100%;
    height: 100%;
  }
`;
