import styled from 'styled-components';
import {
  Button as RACButton,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList as RACTagList,
} from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const Tags = styled(RACTagGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const TagList = styled(RACTagList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  outline: none;
` as typeof RACTagList;

export const Tag = styled(RACTag)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  min-height: 24px;
  padding: 0 ${vars.space[1]} 0 ${vars.space[2]};
  border: 1px solid ${vars.color.status.neutral.border};
  border-radius: ${vars.radius.full};
  background: ${vars.color.status.neutral.bg};
  color: ${vars.color.status.neutral.text};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.tight};
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 1px;
  }
  &[data-disabled] {
    color: ${vars.color.text.disabled};
  }
`;

export const Remove = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: inherit;
  cursor: pointer;

  & > svg {
    width: 12px;
    height: 12px;
  }
  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: inset 0 0 0 2px ${vars.color.focus.ring};
  }
`;
