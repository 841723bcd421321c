import styled from 'styled-components';
import { Button } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Root = styled.nav`
  display: flex;
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
`;

export const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const buttonCss = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: 0 ${vars.space[2]};
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.primary};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
  }

  &[data-pressed] {
    background: ${vars.color.background.surfaceSelected};
  }

  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    background: transparent;
    cursor: default;
  }
`;

export const NavButton = styled(Button)`
  ${buttonCss}
`;

export const PageButton = styled(Button)`
  ${buttonCss}

  &[data-state='current'] {
    border-color: ${vars.color.accent.default};
    background: ${vars.color.accent.subtle};
    color: ${vars.color.accent.text};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

export const Ellipsis = styled.li`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  color: ${vars.color.text.secondary};

  &::before {
    content: '\\2026';
  }
`;
