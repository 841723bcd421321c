import styled, { keyframes } from 'styled-components';
import {
  Button as RACButton,
  Dialog as RACDialog,
  Header as RACHeader,
  Input as RACInput,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
  SearchField as RACSearchField,
} from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { visuallyHidden } from '../foundations/visuallyHidden';
import { menuSectionHeader } from '../foundations/menuSectionHeader.styles';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const drop = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

export const Overlay = styled(RACModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.modal};
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 12vh ${vars.space[4]} ${vars.space[4]};
  background: ${vars.color.background.backdrop};

  &[data-entering] {
    animation: ${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard};
  }
`;

export const Panel = styled(RACModal)`
  display: flex;
  width: 100%;
  max-width: 640px;
  max-height: 70vh;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.surfaceRaised};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.lg};
  overflow: hidden;

  &[data-entering] {
    animation: ${drop} ${vars.motion.durationNormal} ${vars.motion.easingStandard};
  }
`;

export const Surface = styled(RACDialog)`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  outline: none;
`;

export const Search = styled(RACSearchField)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: 0 ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border.default};

  /* The field spans the dialog, so its focus shows as an accent rule under it rather than a ring. */
  &:focus-within {
    border-bottom-color: ${vars.color.accent.default};
    box-shadow: inset 0 -1px 0 ${vars.color.accent.default};
  }
`;

export const SearchGlyph = styled.span`
  display: inline-flex;
  flex: none;
  width: 18px;
  height: 18px;
  color: ${vars.color.text.secondary};

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const SearchInput = styled(RACInput)`
  flex: 1;
  min-width: 0;
  height: 52px;
  margin: 0;
  padding: 0;
  border: none;
  background: transparent;
  color: ${vars.color.text.primary};
  font-family: inherit;
  font-size: ${vars.fontSize.lg};
  outline: none;

  &[data-focused],
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }

  &::placeholder {
    color: ${vars.color.text.secondary};
    opacity: 1;
  }
  /* The native clear button duplicates ours. */
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const ClearButton = styled(RACButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: none;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;

  & > svg {
    width: 14px;
    height: 14px;
  }
  [data-empty] > & {
    visibility: hidden;
  }
  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
    color: ${vars.color.text.primary};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export const CommandMenu = styled(RACMenu)`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${vars.space[2]};
  outline: none;
`;

export const Section = styled(RACMenuSection)`
  & + & {
    margin-top: ${vars.space[2]};
  }
`;

export const SectionHeader = styled(RACHeader)`
  ${menuSectionHeader}
`;

export const Item = styled(RACMenuItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  /* Virtual focus: the search field keeps DOM focus; the focused item is marked with data-focused. */
  &[data-focused] {
    background: ${vars.color.background.surfaceSelected};
    box-shadow: inset 3px 0 0 ${vars.color.accent.default};
  }
  &[data-hovered]:not([data-focused]) {
    background: ${vars.color.background.surfaceHover};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.text.disabled};
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  width: 18px;
  height: 18px;
  color: ${vars.color.text.secondary};

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

// Label and description are plain text of the item, so its accessible name holds all the visible text.
export const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Description = styled.span`
  overflow: hidden;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Matched characters: bold and underlined, so the match does not rely on colour. */
export const Mark = styled.mark`
  background: transparent;
  color: inherit;
  font-weight: ${vars.fontWeight.bold};
  text-decoration: underline;
  text-decoration-color: ${vars.color.accent.default};
  text-underline-offset: 2px;
`;

export const Empty = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[6]} ${vars.space[4]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.md};
  text-align: center;
`;

/** What can be searched, under "nothing matches". */
export const Hint = styled.span`
  font-size: ${vars.fontSize.sm};
`;

/** The state of a search made elsewhere (records): a line under the search field, empty while idle. */
export const StatusLine = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: 0 ${vars.space[4]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};

  &:not([data-state='idle']) {
    min-height: 40px;
    border-bottom: 1px solid ${vars.color.border.default};
  }
  &[data-state='error'] {
    color: ${vars.color.text.danger};
  }
  & > [role='status'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
`;

/** Announced, not shown (the empty state shows the same). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
