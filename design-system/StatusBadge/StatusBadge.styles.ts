import styled, { css } from 'styled-components';
import { Link as RACLink } from 'react-aria-components';
import { vars } from '../foundations/tokens';

const base = css`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  padding: 0 ${vars.space[2]};
  border: 1px solid;
  border-radius: ${vars.radius.full};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  line-height: 20px;
  white-space: nowrap;

  &[data-tone='neutral'] {
    background: ${vars.color.status.neutral.bg};
    color: ${vars.color.status.neutral.text};
    border-color: ${vars.color.status.neutral.border};
  }
  &[data-tone='info'] {
    background: ${vars.color.status.info.bg};
    color: ${vars.color.status.info.text};
    border-color: ${vars.color.status.info.border};
  }
  &[data-tone='success'] {
    background: ${vars.color.status.success.bg};
    color: ${vars.color.status.success.text};
    border-color: ${vars.color.status.success.border};
  }
  &[data-tone='warning'] {
    background: ${vars.color.status.warning.bg};
    color: ${vars.color.status.warning.text};
    border-color: ${vars.color.status.warning.border};
  }
  &[data-tone='danger'] {
    background: ${vars.color.status.danger.bg};
    color: ${vars.color.status.danger.text};
    border-color: ${vars.color.status.danger.border};
  }
`;

export const Root = styled.span`
  ${base}
`;

export const LinkRoot = styled(RACLink)`
  ${base}
  cursor: pointer;
  text-decoration: none;

  &[data-hovered] [data-part='label'] {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export const Dot = styled.span`
  flex: none;
  width: 6px;
  height: 6px;
  border-radius: ${vars.radius.full};
  background: currentColor;
`;

export const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Arrow = styled.span`
  display: inline-flex;
  width: 12px;
  height: 12px;

  & > svg {
    width: 100%;
    height: 100%;
  }
`;
