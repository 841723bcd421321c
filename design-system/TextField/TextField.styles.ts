import styled from 'styled-components';
import { Input as RACInput, TextField as RACTextField } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Root = styled(RACTextField)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const Input = styled(RACInput)`
  width: 100%;
  min-height: 36px;
  margin: 0;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.border.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.input};
  color: ${vars.color.text.primary};
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &::placeholder {
    color: ${vars.color.text.secondary};
    opacity: 1;
  }
  &[data-hovered] {
    border-color: ${vars.color.border.inputHover};
  }
  &[data-focus-visible],
  &[data-focused] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &[data-invalid] {
    border-color: ${vars.color.border.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    border-color: ${vars.color.border.default};
    background: ${vars.color.background.disabled};
    color: ${vars.color.text.disabled};
  }
`;
