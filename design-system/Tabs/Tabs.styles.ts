import styled from 'styled-components';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Root = styled(Tabs)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const List = styled(TabList)`
  display: flex;
  gap: ${vars.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${vars.color.border.default};
`;

export const Item = styled(Tab)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md} ${vars.radius.md} 0 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.normal};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition: color ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &::after {
    content: '';
    position: absolute;
    inset: auto ${vars.space[2]} -1px;
    height: 3px;
    border-radius: ${vars.radius.sm} ${vars.radius.sm} 0 0;
    background: transparent;
  }

  &[data-hovered] {
    color: ${vars.color.text.primary};
  }
  &[data-selected] {
    color: ${vars.color.accent.text};
  }
  &[data-selected]::after {
    background: ${vars.color.accent.default};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${vars.color.focus.ring};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
`;

export const Panel = styled(TabPanel)`
  padding-top: ${vars.space[4]};
  outline: none;

  &[data-focus-visible] {
    border-radius: ${vars.radius.sm};
    box-shadow: ${vars.focusRing};
  }
`;
