import styled from 'styled-components';
import {
  Button as RACButton,
  Input as RACInput,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList as RACTagList,
  TextField as RACTextField,
} from 'react-aria-components';
import { vars } from '../foundations/tokens';

export const Root = styled(RACTextField)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

/** The input box: tags first, then the input, wrapping onto further lines. */
export const Box = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  width: 100%;
  min-height: 36px;
  padding: 3px ${vars.space[1]};
  border: 1px solid ${vars.color.border.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.input};
  color: ${vars.color.text.primary};
  cursor: text;
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &:hover {
    border-color: ${vars.color.border.inputHover};
  }
  &:has(input:focus) {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &[data-invalid] {
    border-color: ${vars.color.border.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    border-color: ${vars.color.border.default};
    background: ${vars.color.background.disabled};
    color: ${vars.color.text.disabled};
  }
`;

export const Input = styled(RACInput)`
  flex: 1 1 120px;
  min-width: 120px;
  min-height: 28px;
  margin: 0;
  padding: 0 ${vars.space[2]};
  border: 0;
  background: transparent;
  color: inherit;
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  outline: none;

  /* The surrounding box draws the focus ring. */
  &:focus-visible {
    box-shadow: none;
  }
  &::placeholder {
    color: ${vars.color.text.secondary};
    opacity: 1;
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
`;

export const Tags = styled(RACTagGroup)`
  display: flex;
  flex: 0 1 auto;
  min-width: 0;
  max-width: 100%;
`;

export const TagList = styled(RACTagList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  min-width: 0;
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
  font-family: ${vars.fontFamily.mono};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.tight};
  outline: none;
  cursor: default;
  overflow-wrap: anywhere;

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 1px;
  }
  &[data-disabled] {
    padding-right: ${vars.space[2]};
    color: ${vars.color.text.disabled};
  }
`;

export const Remove = styled(RACButton)`
  display: inline-flex;
  flex: none;
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
