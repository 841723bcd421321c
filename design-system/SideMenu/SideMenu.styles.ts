import styled from 'styled-components';
import { Button, DisclosurePanel, Link } from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { currentMarkBar } from '../foundations/currentMark.styles';
import { visuallyHidden } from '../foundations/visuallyHidden';
import { Badge } from '../Badge';

export const Nav = styled.nav`
  padding: ${vars.space[2]};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-depth='1'],
  &[data-depth='2'] {
    margin-top: 2px;
  }
`;

const itemCss = `
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  min-height: 32px;
  margin: 0;
  padding: ${vars.space[1]} ${vars.space[3]};
  border: none;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.primary};
  font: inherit;
  line-height: ${vars.lineHeight.tight};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &[data-depth='1'] {
    padding-inline-start: ${vars.space[6]};
  }

  &[data-depth='2'] {
    padding-inline-start: ${vars.space[8]};
  }

  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
  }

  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export const ItemLink = styled(Link)`
  ${itemCss}

  &[data-state='active'] {
    position: relative;
    background: ${vars.color.accent.subtle};
    color: ${vars.color.accent.text};
    font-weight: ${vars.fontWeight.semibold};
  }

  &[data-state='active']::before {
    ${currentMarkBar}
  }
`;

/** A headed section: set apart from the links above it by space and a rule. */
export const Section = styled.li`
  margin-top: ${vars.space[3]};
  padding-top: ${vars.space[3]};
  border-top: 1px solid ${vars.color.border.default};
`;

export const SectionHeading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 0 ${vars.space[3]} ${vars.space[2]};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const SectionOverline = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
`;

export const GroupTrigger = styled(Button)`
  ${itemCss}
  font-weight: ${vars.fontWeight.medium};
`;

export const Panel = styled(DisclosurePanel)`
  &[hidden] {
    display: none;
  }
`;

export const ItemLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Tag = styled(Badge)`
  flex: none;
`;

export const Chevron = styled.svg`
  flex: none;
  width: 16px;
  height: 16px;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.75;
  color: ${vars.color.text.secondary};
  transition: transform ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &[data-state='expanded'] {
    transform: rotate(90deg);
  }
`;

export const NewTabIcon = styled.svg`
  flex: none;
  width: 14px;
  height: 14px;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.5;
  stroke-linecap: round;
  stroke-linejoin: round;
  color: ${vars.color.text.secondary};
`;

/** Read by screen readers only (the new-tab hint). */
export const HiddenText = styled.span`
  ${visuallyHidden}
`;
