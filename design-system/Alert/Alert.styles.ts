import styled, { css } from 'styled-components';
import { Button } from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { visuallyHidden } from '../foundations/visuallyHidden';

/** Tone colours shared by Alert and Banner (fill, outline, icon). */
export const toneColours = css`
  --tone-bg: ${vars.color.status.info.bg};
  --tone-border: ${vars.color.status.info.border};
  --tone-text: ${vars.color.status.info.text};

  &[data-tone='success'] {
    --tone-bg: ${vars.color.status.success.bg};
    --tone-border: ${vars.color.status.success.border};
    --tone-text: ${vars.color.status.success.text};
  }
  &[data-tone='warning'] {
    --tone-bg: ${vars.color.status.warning.bg};
    --tone-border: ${vars.color.status.warning.border};
    --tone-text: ${vars.color.status.warning.text};
  }
  &[data-tone='error'] {
    --tone-bg: ${vars.color.status.danger.bg};
    --tone-border: ${vars.color.status.danger.border};
    --tone-text: ${vars.color.status.danger.text};
  }
`;

export const Root = styled.div`
  ${toneColours}
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid var(--tone-border);
  border-radius: ${vars.radius.lg};
  background: var(--tone-bg);
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
`;

export const IconSlot = styled.span`
  flex: none;
  display: inline-flex;
  padding-top: 2px;

  & > svg {
    width: 18px;
    height: 18px;
    fill: var(--tone-text);
  }
  & [data-part='mark'] {
    fill: none;
    stroke: var(--tone-bg);
    stroke-width: 1.75;
    stroke-linecap: round;
  }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;

  & p {
    margin: 0;
  }
  & p + p {
    margin-top: ${vars.space[1]};
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.primary};
`;

export const Body = styled.div`
  color: ${vars.color.text.primary};

  [data-has-title] & {
    margin-top: ${vars.space[1]};
  }
`;

export const Action = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  align-self: center;
  gap: ${vars.space[2]};
`;

export const DismissButton = styled(Button)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin: -2px -${vars.space[1]} -2px 0;
  padding: 0;
  border: none;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.primary};
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
