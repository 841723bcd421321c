// /register: a new tenant and its first administrator (POST /auth/register). The account waits for the
// verification mail; success goes to /register-success. A taken username or organisation name comes back as
// the server's message (409), field errors land on their fields.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/Button';
import { Checkbox } from '@ds/Checkbox';
import { Link } from '@ds/Link';
import { register } from '../../api/auth';
import { paths } from '../../app/routeNames';
import { AuthFrame } from './AuthFrame';
import { ErrorAlert } from './ErrorAlert';
import { FormStack, InlineError, LinkRow } from './layout';
import { NewPasswordFields } from './NewPasswordFields';
import { problemText } from './problemText';
import { uiLocale } from './uiLocale';
import { useAuthSubmit } from './useAuthSubmit';
import { useFormFields, type FieldState } from './useFormFields';
import { BoundTextField, type BoundTextFieldProps } from './BoundTextField';
import {
  checkAccepted,
  checkConfirmation,
  checkEmail,
  checkNewPassword,
  checkTenantName,
  checkUsername,
} from './validation';

const checks = {
  tenant_name: checkTenantName,
  username: checkUsername,
  full_name: (v: string) =>
    v.length > 200 ? { key: 'errors:validation.maxLength', values: { limit: 200 } } : null,
  email: checkEmail,
  password: checkNewPassword,
  confirm: checkConfirmation,
  accept_terms: checkAccepted,
};

const initial = {
  tenant_name: '',
  username: '',
  full_name: '',
  email: '',
  password: '',
  confirm: '',
  accept_terms: '',
};

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const form = useFormFields(initial, checks);
  const submit = useAuthSubmit(form, async () => {
    const { values } = form;
    const email = values.email.trim();
    await register({
      tenant_name: values.tenant_name.trim(),
      username: values.username.trim(),
      full_name: values.full_name.trim(),
      email,
      password: values.password,
      locale: uiLocale(i18n.language),
      accept_terms: true,
    });
    void navigate(paths.registerSuccess, { state: { email } });
  });
  const f = form.fields;

  const text = (
    name: keyof typeof initial,
    field: FieldState,
    extra: Partial<Omit<BoundTextFieldProps, 'field'>>,
  ) => <BoundTextField field={field} label={t(`auth:register.fields.${name}`)} name={name} {...extra} />;

  return (
    <AuthFrame title={t('auth:register.title')} description={t('auth:register.description')}>
      <FormStack noValidate onSubmit={submit.onSubmit} aria-label={t('auth:register.title')}>
        {text('tenant_name', f.tenant_name, {
          isRequired: true,
          autoComplete: 'organization',
          description: t('auth:register.tenantHelp'),
        })}
        {text('username', f.username, {
          isRequired: true,
          autoComplete: 'username',
          description: t('auth:register.usernameHelp'),
        })}
        {text('full_name', f.full_name, { autoComplete: 'name' })}
        {text('email', f.email, { isRequired: true, type: 'email', autoComplete: 'email' })}
        <NewPasswordFields
          password={f.password}
          confirm={f.confirm}
          labelKey="auth:register.fields.password"
        />
        <Checkbox
          label={t('auth:register.fields.accept_terms')}
          name="accept_terms"
          isSelected={f.accept_terms.value === 'yes'}
          onChange={(selected) => {
            f.accept_terms.onChange(selected ? 'yes' : '');
            f.accept_terms.onBlur();
          }}
          isRequired
          isInvalid={!!f.accept_terms.problem}
        />
        {f.accept_terms.problem ? <InlineError>{problemText(t, f.accept_terms.problem)}</InlineError> : null}
        <ErrorAlert error={submit.error} />
        <Button
          type="submit"
          variant="primary"
          isPending={submit.pending}
          pendingLabel={t('auth:register.pending')}
        >
          {t('auth:register.submit')}
        </Button>
      </FormStack>
      <LinkRow>
        <span>
          {t('auth:register.haveAccount')} <Link href={paths.login}>{t('auth:register.signIn')}</Link>
        </span>
      </LinkRow>
    </AuthFrame>
  );
}
