import styled from 'styled-components';
import { TextArea as RACTextArea, TextField as RACTextField } from 'react-aria-components';
import { vars } from '../foundations/tokens';
import { fieldBoxCss } from '../FormField/FormField.styles';

export const Root = styled(RACTextField)`
  display: block;
  min-width: 0;
`;

export const Area = styled(RACTextArea)`
  ${fieldBoxCss}
  display: block;
  padding: ${vars.space[2]} ${vars.space[3]};
  resize: vertical;

  &::placeholder {
    color: ${vars.color.text.secondary};
    opacity: 1;
  }
  &[data-monospace] {
    font-family: ${vars.fontFamily.mono};
    font-size: ${vars.fontSize.sm};
  }
`;
