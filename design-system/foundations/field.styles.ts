import styled from 'styled-components';
import { FieldError as RACFieldError, Label as RACLabel, Text as RACText } from 'react-aria-components';
import { vars } from './tokens';

// Shared pieces of form fields (label, description, error message), used by TextField, Checkbox and friends.

export const FieldLabel = styled(RACLabel)`
  display: block;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};

  &[data-required]::after {
    content: ' *';
    color: ${vars.color.text.danger};
  }
`;

export const FieldDescription = styled(RACText)`
  display: block;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.secondary};
`;

export const FieldErrorText = styled(RACFieldError)`
  display: block;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.danger};
`;
