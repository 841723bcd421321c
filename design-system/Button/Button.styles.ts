import styled, { css, keyframes } from 'styled-components';
import { Button as RACButton, Link as RACLink, ProgressBar as RACProgressBar } from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { narrowContainer } from '../foundations/narrow.styles';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A button's look, shared by the button and by the link drawn as one (LinkButton). */
const buttonLook = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-family: inherit;
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  text-decoration: none;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easingStandard},
    border-color ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &[data-size='small'] {
    min-height: 28px;
    padding: 0 ${vars.space[3]};
    font-size: ${vars.fontSize.sm};
  }
  &[data-size='medium'] {
    min-height: 36px;
    padding: 0 ${vars.space[4]};
    font-size: ${vars.fontSize.md};
  }
  &[data-icon-only][data-size='small'] {
    width: 28px;
    padding: 0;
  }
  &[data-icon-only][data-size='medium'] {
    width: 36px;
    padding: 0;
  }
  /* collapsible: in a narrow container, the icon alone (the text stays the name). */
  ${narrowContainer} {
    &[data-collapsible][data-size='small'] {
      width: 28px;
      padding: 0;
    }
    &[data-collapsible][data-size='medium'] {
      width: 36px;
      padding: 0;
    }
  }

  &[data-variant='primary'] {
    background: ${vars.color.button.primaryBg};
    color: ${vars.color.button.primaryText};
  }
  &[data-variant='primary'][data-hovered] {
    background: ${vars.color.button.primaryBgHover};
  }
  &[data-variant='primary'][data-pressed] {
    background: ${vars.color.button.primaryBgPressed};
  }

  &[data-variant='normal'] {
    background: ${vars.color.button.normalBg};
    border-color: ${vars.color.button.normalBorder};
    color: ${vars.color.button.normalText};
  }
  &[data-variant='normal'][data-hovered],
  &[data-variant='normal'][data-pressed] {
    background: ${vars.color.button.normalBgHover};
  }

  &[data-variant='danger'] {
    background: ${vars.color.button.dangerBg};
    color: ${vars.color.button.dangerText};
  }
  &[data-variant='danger'][data-hovered],
  &[data-variant='danger'][data-pressed] {
    background: ${vars.color.button.dangerBgHover};
  }

  &[data-variant='link'] {
    min-height: 0;
    padding: 0;
    background: none;
    color: ${vars.color.text.link};
    font-weight: ${vars.fontWeight.medium};
  }
  &[data-variant='link'][data-hovered] {
    color: ${vars.color.text.linkHover};
    text-decoration: underline;
  }

  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }

  &[data-disabled]:not([data-pending]) {
    cursor: not-allowed;
    background: ${vars.color.background.disabled};
    border-color: transparent;
    color: ${vars.color.text.disabled};
  }
  &[data-variant='link'][data-disabled]:not([data-pending]) {
    background: none;
  }

  &[data-pending] {
    cursor: progress;
  }
  &[data-pending] [data-part='content'] {
    opacity: 0;
  }
`;

export const StyledButton = styled(RACButton)`
  ${buttonLook}
`;

export const StyledLinkButton = styled(RACLink)`
  ${buttonLook}
`;

export const Content = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const Icon = styled.span`
  display: inline-flex;
  width: 16px;
  height: 16px;
  align-items: center;
  justify-content: center;

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const Spinner = styled(RACProgressBar)`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;

  &::before {
    content: '';
    width: 14px;
    height: 14px;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: ${vars.radius.full};
    animation: ${spin} 0.8s linear infinite;
  }
`;
