import styled from 'styled-components';
import { vars } from '../foundations/tokens';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 40px;
  padding: ${vars.space[1]} ${vars.space[2]} ${vars.space[1]} ${vars.space[1]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.surface};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};

  [data-density='compact'] > & {
    min-height: 32px;
    padding-block: 0;
  }

  /* The lifted item floats above the others. */
  &[data-dragging] {
    z-index: 1;
    border-color: ${vars.color.accent.default};
    background: ${vars.color.background.surfaceRaised};
    box-shadow: ${vars.shadow.md};
  }
`;

export const Handle = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin: 0;
  padding: 0;
  border: none;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: grab;
  touch-action: none;

  & > svg {
    width: 16px;
    height: 16px;
  }
  &:hover {
    background: ${vars.color.background.surfaceHover};
    color: ${vars.color.text.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &[aria-pressed='true'] {
    cursor: grabbing;
    color: ${vars.color.accent.text};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
`;

export const Content = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  overflow-wrap: anywhere;
`;
