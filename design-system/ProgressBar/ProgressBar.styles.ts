import styled, { keyframes } from 'styled-components';
import { Label as RACLabel, ProgressBar as RACProgressBar } from 'react-aria-components';
import { vars } from '../foundations/tokens';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const Root = styled(RACProgressBar)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[1]} ${vars.space[2]};
  width: 100%;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};

  --bar-height: 8px;

  &[data-variant='global'] {
    position: fixed;
    inset: 0 0 auto;
    z-index: ${vars.z.toast};
    display: block;
    --bar-height: 3px;
  }
  &[data-variant='global'] [data-part='track'] {
    border-radius: 0;
    background: transparent;
  }
  &[data-variant='global'] [data-part='fill'] {
    border-radius: 0;
  }
`;

export const Label = styled(RACLabel)`
  font-weight: ${vars.fontWeight.medium};
`;

export const Value = styled.span`
  grid-column: 2;
  color: ${vars.color.text.secondary};
  font-variant-numeric: tabular-nums;
`;

export const Track = styled.div`
  position: relative;
  grid-column: 1 / -1;
  height: var(--bar-height);
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.background.disabled};
`;

export const Fill = styled.div`
  height: 100%;
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.default};
  transition: width ${vars.motion.durationNormal} ${vars.motion.easingStandard};

  &[data-tone='success'] {
    background: ${vars.color.status.success.text};
  }
  &[data-tone='error'] {
    background: ${vars.color.status.danger.text};
  }

  &[data-indeterminate] {
    width: 40%;
    animation: ${slide} 1.4s ${vars.motion.easingStandard} infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &[data-indeterminate] {
      width: 100%;
      animation: none;
      opacity: 0.6;
    }
  }
`;
