import styled, { css } from 'styled-components';
import { vars } from '../foundations/tokens';
import { visuallyHidden } from '../foundations/visuallyHidden';

/** The column a field lays out in: label, control, help and constraint, error. */
export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const Help = styled.span`
  display: flex;
  flex-direction: column;
`;

export const Constraint = styled.span`
  display: block;
  font-size: ${vars.fontSize.xs};
`;

/** Text read by assistive technology with the description, not shown (e.g. a unit already shown as a suffix). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * The outline of a single-line or multi-line input box, shared by TextArea, NumberField, Select and SecretField.
 * Reacts to react-aria's data attributes (on the element itself, or on a Group around input and buttons).
 */
export const fieldBoxCss = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 36px;
  margin: 0;
  border: 1px solid ${vars.color.border.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.input};
  color: ${vars.color.text.primary};
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easingStandard};

  &[data-hovered] {
    border-color: ${vars.color.border.inputHover};
  }
  &[data-focus-visible],
  &[data-focused],
  &[data-focus-within] {
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
  &[data-readonly] {
    background: ${vars.color.background.canvas};
  }
`;

/** An input inside a Group: the Group draws the box, the input none. */
export const bareInputCss = css`
  flex: 1;
  min-width: 0;
  min-height: 34px;
  margin: 0;
  padding: 0 ${vars.space[3]};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;

  /* The surrounding Group draws the focus ring. */
  &:focus-visible {
    box-shadow: none;
  }

  &::placeholder {
    color: ${vars.color.text.secondary};
    opacity: 1;
  }
`;
