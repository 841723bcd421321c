import styled from 'styled-components';
import { Button as RACButton } from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { visuallyHidden } from '../foundations/visuallyHidden';
import { narrowContainer } from '../foundations/narrow.styles';

export { CollapsingText } from '../foundations/narrow.styles';

export const Trigger = styled(RACButton)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 32px;
  margin: 0;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.border.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.surface};
  color: ${vars.color.text.primary};
  font-family: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  cursor: pointer;

  &[data-variant='quiet'] {
    border-color: transparent;
    background: transparent;
  }
  &[data-hovered],
  &[data-pressed] {
    background: ${vars.color.background.surfaceHover};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
  /* collapsible: in a narrow container, the icon alone (the text stays the name, see CollapsingText). */
  ${narrowContainer} {
    &[data-collapsible] {
      padding: 0 ${vars.space[2]};
    }
    &[data-collapsible] > [data-part='chevron'] {
      display: none;
    }
  }
`;

export const Glyph = styled.span`
  display: inline-flex;
  width: 16px;
  height: 16px;
  align-items: center;
  justify-content: center;

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
