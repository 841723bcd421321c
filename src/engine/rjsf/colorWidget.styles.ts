import styled from 'styled-components';
import { vars } from '@ds/foundations';

export const ColorRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${vars.space[2]};
`;

/** The native colour picker drawn as a swatch, level with the text input (below the field's label). */
export const Swatch = styled.input`
  box-sizing: border-box;
  width: 36px;
  height: 36px;
  margin: calc(${vars.fontSize.md} * ${vars.lineHeight.tight} + ${vars.space[1]}) 0 0;
  padding: 2px;
  border: 1px solid ${vars.color.border.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background.input};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &::-webkit-color-swatch-wrapper {
    padding: 0;
  }
  &::-webkit-color-swatch {
    border: 0;
    border-radius: ${vars.radius.sm};
  }
`;
