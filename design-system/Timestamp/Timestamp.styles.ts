import styled from 'styled-components';
import { Tooltip as RACTooltip } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Time = styled.time`
  border-radius: ${vars.radius.sm};
  text-decoration: underline dotted;
  text-decoration-color: ${vars.color.text.secondary};
  text-underline-offset: 3px;
  cursor: default;

  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export const Tooltip = styled(RACTooltip)`
  max-width: 320px;
  padding: ${vars.space[1]} ${vars.space[2]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background.surfaceRaised};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.normal};
  z-index: ${vars.z.tooltip};
`;
