import styled from 'styled-components';
import { Switch as RACSwitch } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Root = styled(RACSwitch)`
  display: inline-flex;
  align-self: flex-start;
  align-items: flex-start;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.primary};
  cursor: pointer;

  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
  &[data-readonly] {
    cursor: default;
  }
`;

export const Track = styled.span`
  flex: none;
  position: relative;
  box-sizing: border-box;
  width: 32px;
  height: 18px;
  margin-top: 2px;
  border: 1px solid ${vars.color.border.input};
  border-radius: ${vars.radius.full};
  background: ${vars.color.background.input};
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 12px;
    height: 12px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.border.input};
    transition: transform ${vars.motion.durationFast} ${vars.motion.easingStandard};
  }

  [data-hovered] > & {
    border-color: ${vars.color.border.inputHover};
  }
  [data-selected] > & {
    border-color: ${vars.color.checkbox.checkedBg};
    background: ${vars.color.checkbox.checkedBg};
  }
  [data-selected] > &::before {
    transform: translateX(14px);
    background: ${vars.color.checkbox.checkmark};
  }
  [data-focus-visible] > & {
    box-shadow: ${vars.focusRing};
  }
  [data-disabled] > & {
    border-color: ${vars.color.border.default};
    background: ${vars.color.background.disabled};
  }
  [data-disabled] > &::before {
    background: ${vars.color.text.disabled};
  }
  /* A disabled switch that is on still looks on: a filled track, the thumb at the end. */
  [data-disabled][data-selected] > & {
    border-color: ${vars.color.text.disabled};
    background: ${vars.color.text.disabled};
  }
  [data-disabled][data-selected] > &::before {
    background: ${vars.color.background.surface};
  }
`;

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const Description = styled.span`
  padding-left: calc(32px + ${vars.space[2]});
  line-height: ${vars.lineHeight.normal};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};
`;
