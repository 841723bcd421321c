import styled from 'styled-components';
import { Link as RACLink } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const StyledLink = styled(RACLink)`
  color: ${vars.color.text.link};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  &[data-variant='standalone'] {
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
  }
  &[data-hovered] {
    color: ${vars.color.text.linkHover};
    text-decoration: underline;
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
    text-decoration: none;
  }
`;
