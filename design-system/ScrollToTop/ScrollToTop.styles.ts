import styled, { keyframes } from 'styled-components';
import { Button } from 'react-aria-components';
import { vars } from '../foundations/tokens';

const appear = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

export const Root = styled(Button)`
  z-index: ${vars.z.sticky};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${vars.color.button.normalBorder};
  border-radius: ${vars.radius.full};
  background: ${vars.color.background.surfaceRaised};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.md};
  cursor: pointer;
  animation: ${appear} ${vars.motion.durationNormal} ${vars.motion.easingStandard};

  /* The page: fixed at the bottom right of the viewport. */
  &[data-placement='viewport'] {
    position: fixed;
    inset: auto ${vars.space[6]} ${vars.space[6]} auto;
  }
  /* A scroll container: sticks to the bottom of the container's visible area, at its end edge. */
  &[data-placement='container'] {
    position: sticky;
    bottom: ${vars.space[4]};
    float: inline-end;
    margin: 0 ${vars.space[4]} ${vars.space[4]} 0;
  }

  &[data-hovered] {
    background: ${vars.color.background.surfaceHover};
  }
  &[data-pressed] {
    background: ${vars.color.background.surfaceHover};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${vars.focusRing};
  }

  & > svg {
    width: 18px;
    height: 18px;
  }
`;
