// A new password and its confirmation, with the password rules (12–128 characters, upper and lower case, a
// digit, a symbol) as the field's help.
import { useTranslation } from 'react-i18next';
import type { FieldState } from './useFormFields';
import { BoundTextField } from './BoundTextField';

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
      <BoundTextField
        field={password}
        label={t(labelKey)}
        description={t('auth:password.rules')}
        name="password"
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <BoundTextField
        field={confirm}
        label={t('auth:password.confirm')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}
