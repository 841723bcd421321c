import styled from 'styled-components';
import { Button } from 'react-aria-components';
import { vars } from '../foundations/tokens';

/** The page content and, while open, the resize handle and the panel: a row ('side') or a column ('bottom'). */
export const Root = styled.div`
  display: flex;
  block-size: 100%;
  min-block-size: 0;
  min-inline-size: 0;

  &[data-position='side'] {
    flex-direction: row;
  }
  &[data-position='bottom'] {
    flex-direction: column;
  }
`;

/**
 * The page content beside the panel; it stays usable and scrolls on its own. The padding, taken back by the
 * negative margin, leaves room for the focus rings of controls at its edges, which the scroll box would clip.
 */
export const Content = styled.div`
  flex: 1 1 0;
  min-inline-size: 0;
  min-block-size: 0;
  overflow: auto;
  margin: calc(-1 * ${vars.space[1]});
  padding: ${vars.space[1]};
`;

/** Groups the handle and the panel for focus tracking without a box of its own (they stay flex items). */
export const Dock = styled.div`
  display: contents;
`;

/**
 * The resize handle (role separator) in the gap between content and panel. The grip is drawn by ::before;
 * `data-orientation` is the separator's: 'vertical' beside a side panel, 'horizontal' above a bottom panel.
 */
export const Handle = styled.div`
  flex: none;
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${vars.radius.md};
  outline: none;
  touch-action: none;
  user-select: none;

  &[data-orientation='vertical'] {
    inline-size: ${vars.space[4]};
    cursor: col-resize;
  }
  &[data-orientation='horizontal'] {
    block-size: ${vars.space[4]};
    cursor: row-resize;
  }

  &::before {
    content: '';
    border-radius: ${vars.radius.full};
    background: ${vars.color.border.input};
  }
  &[data-orientation='vertical']::before {
    inline-size: 4px;
    block-size: 40px;
  }
  &[data-orientation='horizontal']::before {
    inline-size: 40px;
    block-size: 4px;
  }

  &:hover::before,
  &[data-dragging]::before,
  &[data-focus-visible]::before {
    background: ${vars.color.accent.default};
  }
  &[data-focus-visible] {
    box-shadow: ${vars.focusRing};
  }
`;

/**
 * The panel itself: a labelled region whose size (width or height) comes from `--split-panel-size`. It is the
 * scroll container (the header sticks), so its close button gives keyboard users a way to scroll it.
 */
export const Panel = styled.section`
  flex: none;
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  min-block-size: 0;
  overflow: auto;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.surface};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.sm};
  outline: none;

  &[data-position='side'] {
    inline-size: var(--split-panel-size);
    max-inline-size: 100%;
  }
  &[data-position='bottom'] {
    block-size: var(--split-panel-size);
    max-block-size: 100%;
  }

  /* Focus rests on the panel itself when it opens with focusOnOpen; its edge already shows where it is. */
  &:focus-visible {
    box-shadow: ${vars.shadow.sm};
  }
`;

export const Header = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: 1;
  flex: none;
  display: flex;
  background: inherit;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[4]} ${vars.space[3]} ${vars.space[5]};
  border-block-end: 1px solid ${vars.color.border.default};
`;

export const Title = styled.h2`
  flex: 1;
  min-inline-size: 0;
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  padding-block-start: ${vars.space[1]};
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  flex: 1 0 auto;
  padding: ${vars.space[4]} ${vars.space[5]} ${vars.space[5]};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};

  & p {
    margin: 0 0 ${vars.space[2]};
  }
  & p:last-child {
    margin-bottom: 0;
  }
`;

export const CloseButton = styled(Button)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 32px;
  padding: 0;
  border: none;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text.secondary};
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
    color: ${vars.color.text.primary};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;
