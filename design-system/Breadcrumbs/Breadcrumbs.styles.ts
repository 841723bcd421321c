import styled from 'styled-components';
import { Breadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Nav = styled.nav`
  min-width: 0;
`;

export const List = styled(Breadcrumbs)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
` as typeof Breadcrumbs;

export const Item = styled(Breadcrumb)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-width: 0;
  color: ${vars.color.text.secondary};
`;

export const Crumb = styled(Link)`
  max-width: 32ch;
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text.link};
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &[data-hovered] {
    color: ${vars.color.text.linkHover};
    text-decoration: underline;
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &[data-current] {
    color: ${vars.color.text.primary};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
    cursor: default;
  }
`;

export const Separator = styled.svg`
  flex: none;
  width: 12px;
  height: 12px;
  color: ${vars.color.text.secondary};
`;
