// A design-system TextField bound to one field of useFormFields: its value, change, check on blur and the
// problem to show, so each sign-in form only says what the field is.
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@ds/TextField';
import { problemText } from './problemText';
import type { FieldState } from './useFormFields';

export type BoundTextFieldProps = { field: FieldState } & Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
>;

export function BoundTextField({ field, ...props }: BoundTextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={!!field.problem}
      errorMessage={problemText(t, field.problem)}
    />
  );
}
