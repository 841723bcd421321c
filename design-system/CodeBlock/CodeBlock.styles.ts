import styled from 'styled-components';
import { vars } from '../foundations/tokens';

export const Root = styled.figure`
  position: relative;
  margin: 0;
  min-width: 0;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.canvas};
`;

export const Header = styled.figcaption`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-height: 36px;
  padding: ${vars.space[1]} ${vars.space[1]} ${vars.space[1]} ${vars.space[3]};
  border-bottom: 1px solid ${vars.color.border.default};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text.secondary};
`;

export const Pre = styled.pre`
  margin: 0;
  padding: ${vars.space[3]};
  max-height: var(--code-block-max-height, none);
  overflow: auto;
  font-family: ${vars.fontFamily.mono};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.primary};
  white-space: pre;
  tab-size: 2;
  border-radius: 0 0 ${vars.radius.md} ${vars.radius.md};

  &[data-wrap] {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px ${vars.color.focus.ring};
  }
`;
