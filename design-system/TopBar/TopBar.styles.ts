import styled from 'styled-components';
import { Button as RACButton } from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { topBarHeight } from '../AppLayout/AppLayout.styles';
import { narrowContainer } from '../foundations/narrow.styles';

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  height: ${topBarHeight};
  padding: 0 ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border.default};
  background: ${vars.color.background.surface};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};

  /* A phone: tighter, so that every control fits beside the brand. */
  ${narrowContainer} {
    gap: ${vars.space[2]};
    padding: 0 ${vars.space[2]};
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  flex: none;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  white-space: nowrap;

  & > a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
`;

/** Keeps its width: on a narrow screen the start slot gives way first, and the end slot comes after it. */
export const Navigation = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[1]};

  &:empty {
    display: none;
  }
`;

export const Start = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin-inline-start: auto;
`;

export const Bell = styled.span`
  position: relative;
  display: inline-flex;
`;

export const BellButton = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  margin: 0;
  padding: 0;
  border: none;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.primary};
  cursor: pointer;

  & > svg {
    width: 20px;
    height: 20px;
  }
  &[data-hovered],
  &[data-pressed] {
    background: ${vars.color.background.surfaceHover};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

/** The unread count over the bell's corner; hidden from screen readers (the button's name says the count). */
export const UnreadBadge = styled.span`
  position: absolute;
  top: 2px;
  pointer-events: none;
  inset-inline-start: 18px;
  min-width: 18px;
  height: 18px;
  padding: 0 ${vars.space[1]};
  border: 2px solid ${vars.color.background.surface};
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.default};
  color: ${vars.color.text.inverse};
  font-size: 11px;
  font-weight: ${vars.fontWeight.semibold};
  line-height: 14px;
  text-align: center;
  white-space: nowrap;
  box-sizing: border-box;
`;

/** Shown only in a wide container. */
export const WideOnly = styled.span`
  display: contents;

  ${narrowContainer} {
    display: none;
  }
`;

/** Shown only in a narrow container. */
export const NarrowOnly = styled.span`
  display: none;

  ${narrowContainer} {
    display: contents;
  }
`;
