import styled, { css } from 'styled-components';
import { vars } from '../foundations/tokens';

/** The pill shape and the tone colours (`data-tone`), shared with StatusBadge. */
export const badgeCss = css`
  display: inline-flex;
  align-items: center;
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

export const StyledBadge = styled.span`
  ${badgeCss}
  overflow: hidden;
  text-overflow: ellipsis;
`;
