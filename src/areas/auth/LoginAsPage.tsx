// Operator login-as (SPEC §1, §2): a signed-in operator who opens /login?name=…&tenant_id=… is not sent away;
// this page names the tenant and starts the login_as session on purpose (a link alone never switches the
// operator into a tenant), with an optional reason kept in the audit log. The shell then shows the
// login-as banner (LoginAsBanner) until the operator leaves.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/Button';
import { startLoginAs } from '../../api/auth';
import { paths } from '../../app/routeNames';
import { AuthFrame } from './AuthFrame';
import { ErrorAlert } from './ErrorAlert';
import { FormStack, LinkRow } from './layout';
import { useAuthSubmit } from './useAuthSubmit';
import { useFormFields } from './useFormFields';
import { BoundTextField } from './BoundTextField';

const checks = {
  reason: (v: string) =>
    v.length > 500 ? { key: 'errors:validation.maxLength', values: { limit: 500 } } : null,
};

export function LoginAsPage({ tenantName, tenantId }: { tenantName: string; tenantId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFormFields({ reason: '' }, checks);
  const submit = useAuthSubmit(form, async () => {
    await startLoginAs(tenantId, tenantName, form.values.reason.trim());
    // The acting profile is no operator: the route guard now sends the console home.
    return true;
  });
  const { reason } = form.fields;

  return (
    <AuthFrame
      title={t('auth:loginAs.title')}
      description={t('auth:loginAs.description', { tenant: tenantName })}
    >
      <FormStack noValidate onSubmit={submit.onSubmit} aria-label={t('auth:loginAs.title')}>
        <BoundTextField
          field={reason}
          label={t('auth:loginAs.reason')}
          description={t('auth:loginAs.reasonHelp')}
          name="reason"
        />
        <ErrorAlert error={submit.error} />
        <LinkRow>
          <Button variant="normal" onPress={() => void navigate(paths.home, { replace: true })}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            isPending={submit.pending}
            pendingLabel={t('auth:loginAs.pending')}
          >
            {t('auth:loginAs.submit', { tenant: tenantName })}
          </Button>
        </LinkRow>
      </FormStack>
    </AuthFrame>
  );
}
