import styled, { keyframes } from 'styled-components';
import { Dialog, Heading, OverlayArrow, Popover } from 'react-aria-components';
import { vars } from '../foundations/tokens';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

export const Surface = styled(Popover)`
  max-width: min(360px, calc(100vw - 2 * ${vars.space[4]}));
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background.surfaceRaised};
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.md};
  z-index: ${vars.z.dropdown};

  &[data-entering] {
    animation: ${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard};
  }
  &[data-size='large'] {
    max-width: min(520px, calc(100vw - 2 * ${vars.space[4]}));
  }
`;

export const Arrow = styled(OverlayArrow)`
  & svg {
    display: block;
    fill: ${vars.color.background.surfaceRaised};
    stroke: ${vars.color.border.default};
    stroke-width: 1px;
  }
  &[data-placement='bottom'] svg {
    transform: rotate(180deg);
  }
  &[data-placement='left'] svg {
    transform: rotate(-90deg);
  }
  &[data-placement='right'] svg {
    transform: rotate(90deg);
  }
`;

export const Content = styled(Dialog)`
  padding: ${vars.space[3]} ${vars.space[4]};
  outline: none;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};

  & p {
    margin: 0 0 ${vars.space[2]};
  }
  & p:last-child {
    margin-bottom: 0;
  }

  /* Focus rests on the dialog itself when it opens; the surface's edge already shows where it is. */
  &:focus-visible {
    box-shadow: none;
  }
`;

export const Title = styled(Heading)`
  margin: 0 0 ${vars.space[2]};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;
