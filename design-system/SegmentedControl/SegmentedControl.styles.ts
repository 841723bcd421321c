import styled from 'styled-components';
import {
  ToggleButton as RACToggleButton,
  ToggleButtonGroup as RACToggleButtonGroup,
} from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Wrapper = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const Label = styled.span`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};
`;

export const Group = styled(RACToggleButtonGroup)`
  display: inline-flex;
  gap: 2px;
  padding: 2px;
  border: 1px solid ${vars.color.border.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.canvas};

  &[data-disabled] {
    border-color: ${vars.color.border.default};
  }
`;

export const Segment = styled(RACToggleButton)`
  min-height: 28px;
  padding: 0 ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text.secondary};
  font-family: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    color: ${vars.color.text.primary};
    background: ${vars.color.background.surfaceHover};
  }
  &[data-selected] {
    color: ${vars.color.accent.text};
    background: ${vars.color.accent.subtle};
  }
  &[data-focus-visible] {
    box-shadow: ${vars.focusRing};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
    background: transparent;
  }
  &[data-disabled][data-selected] {
    background: ${vars.color.background.disabled};
  }
`;
