import styled from 'styled-components';
import { Button as RACButton, Tooltip as RACTooltip } from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { visuallyHidden } from '../foundations/visuallyHidden';

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  min-width: 0;
  vertical-align: middle;
`;

export const Value = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;

  &[data-monospace] {
    font-family: ${vars.fontFamily.mono};
    font-size: 0.93em;
  }
`;

export const CopyButton = styled(RACButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  margin: 0;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;

  & > svg {
    width: 14px;
    height: 14px;
  }
  &[data-variant='icon'] {
    width: 28px;
    height: 28px;
    border-color: ${vars.color.border.input};
    background: ${vars.color.background.surface};
  }
  &[data-hovered],
  &[data-pressed] {
    background: ${vars.color.background.surfaceHover};
    color: ${vars.color.text.primary};
  }
  &[data-state='success'] {
    color: ${vars.color.status.success.text};
  }
  &[data-state='failure'] {
    color: ${vars.color.status.danger.text};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export const Tooltip = styled(RACTooltip)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 280px;
  padding: ${vars.space[1]} ${vars.space[2]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background.surfaceRaised};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.normal};
  z-index: ${vars.z.tooltip};

  &[data-state='success'] {
    color: ${vars.color.status.success.text};
    border-color: ${vars.color.status.success.border};
  }
  &[data-state='failure'] {
    color: ${vars.color.status.danger.text};
    border-color: ${vars.color.status.danger.border};
  }
  & > svg {
    flex: none;
    width: 12px;
    height: 12px;
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
