import styled from 'styled-components';
import { Button } from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { visuallyHidden } from '../foundations/visuallyHidden';

/** Height of the top bar; the side column sticks below it. */
export const topBarHeight = '56px';
/** Below this width of the layout, the side menu moves into a drawer. */
export const narrowBelow = '900px';

export const Root = styled.div`
  container-type: inline-size;
  container-name: app-layout;
  min-height: 100vh;
  background: ${vars.color.background.canvas};
  color: ${vars.color.text.primary};
`;

export const SkipLink = styled.a`
  position: absolute;
  top: ${vars.space[2]};
  left: ${vars.space[2]};
  z-index: ${vars.z.tooltip};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.surfaceRaised};
  color: ${vars.color.text.link};
  font-weight: ${vars.fontWeight.semibold};
  box-shadow: ${vars.shadow.md};

  &:not(:focus) {
    ${visuallyHidden}
    box-shadow: none;
  }

  &:focus,
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export const TopArea = styled.div`
  position: sticky;
  top: 0;
  z-index: ${vars.z.sticky};
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  &[data-layout='vertical'] {
    grid-template-columns: 248px minmax(0, 1fr);
  }

  @container app-layout (max-width: ${narrowBelow}) {
    &[data-layout='vertical'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

export const SideColumn = styled.div`
  position: sticky;
  top: 0;
  align-self: start;
  height: 100vh;
  overflow-y: auto;
  border-inline-end: 1px solid ${vars.color.border.default};
  background: ${vars.color.background.surface};

  &[data-has-top-bar] {
    top: ${topBarHeight};
    height: calc(100vh - ${topBarHeight});
  }

  @container app-layout (max-width: ${narrowBelow}) {
    display: none;
  }
`;

export const Main = styled.main`
  min-width: 0;
  scroll-margin-top: ${topBarHeight};
  padding: ${vars.space[6]};

  &:focus,
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }

  [data-layout='full'] > & {
    padding: 0;
  }

  @container app-layout (max-width: ${narrowBelow}) {
    padding: ${vars.space[4]};
  }
`;

export const MenuToggle = styled(Button)`
  display: none;
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

  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
  }

  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }

  @container app-layout (max-width: ${narrowBelow}) {
    display: inline-flex;
  }
`;
