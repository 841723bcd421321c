import styled from 'styled-components';
import { Button as RACButton } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  min-height: 24px;
  padding: 0 ${vars.space[2]};
  border: 1px solid ${vars.color.border.strong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background.surfaceHover};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.tight};

  &[data-removable] {
    padding-right: 2px;
  }
  &[data-disabled] {
    color: ${vars.color.text.secondary};
    border-style: dashed;
  }
`;

export const Label = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Remove = styled(RACButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;

  & > svg {
    width: 12px;
    height: 12px;
  }
  &[data-hovered],
  &[data-pressed] {
    background: ${vars.color.background.surface};
    color: ${vars.color.text.primary};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
`;
