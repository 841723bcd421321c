// A new password and its confirmation, with the password rules (12–128 characters, upper and lower case, a
// digit, a symbol) as the field's help.
import { useTranslation } from 'react-i18next';
import { TextField } from '@ds/TextField';
import { problemText } from './problemText';
import type { FieldState } from './useFormFields';

export function NewPasswordFields({
  password,
  confirm,
  labelKey = 'auth:password.new',
}: {
  password: FieldState;
  confirm: FieldState;
  /** The password field's label: "New password" on the reset form, "Password" on registration. */
  labelKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t(labelKey)}
        description={t('auth:password.rules')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password.value}
        onChange={password.onChange}
        onBlur={password.onBlur}
        isRequired
        isInvalid={!!password.problem}
        errorMessage={problemText(t, password.problem)}
      />
      <TextField
        label={t('auth:password.confirm')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={confirm.value}
        onChange={confirm.onChange}
        onBlur={confirm.onBlur}
        isRequired
        isInvalid={!!confirm.problem}
        errorMessage={problemText(t, confirm.problem)}
      />
    </>
  );
}
