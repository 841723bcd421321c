// The third way of signing in (ARCHITECTURE §5): the person names their tenant, the public lookup lists its
// enabled identity providers, and choosing one sends the browser to that provider's own login page. The
// provider comes back to /{idp}/callback, which finishes the sign-in (IdpCallbackPage).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { listTenantIdps, startIdpLogin, type TenantIdp } from '../../api/auth';
import { ErrorAlert } from './ErrorAlert';
import { ChoiceList, FormStack, Section, SectionTitle } from './layout';
import { shownError, type ShownError } from './serverError';
import { useAuthSubmit } from './useAuthSubmit';
import { useFormFields } from './useFormFields';
import { checkTenantName } from './validation';
import { BoundTextField } from './BoundTextField';

const checks = { tenant: checkTenantName };

/** Leaves the console for the provider (a full page load; tests replace it). */
export function goToProvider(url: string): void {
  window.location.assign(url);
}

export function IdpSignIn({
  next,
  leave = goToProvider,
}: {
  next: string | null;
  leave?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const form = useFormFields({ tenant: '' }, checks);
  const [found, setFound] = useState<{ tenant: string; idps: TenantIdp[] } | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  const [startError, setStartError] = useState<ShownError | null>(null);
  const lookup = useAuthSubmit(form, async () => {
    setFound(null);
    setStartError(null);
    const tenant = form.values.tenant.trim();
    setFound({ tenant, idps: await listTenantIdps(tenant) });
  });

  const start = async (idp: TenantIdp) => {
    setStarting(idp.id);
    setStartError(null);
    try {
      const url = await startIdpLogin(idp.id, next);
      if (url) leave(url);
      else setStarting(null);
    } catch (err) {
      setStarting(null);
      setStartError(shownError(t, err));
    }
  };

  const { tenant } = form.fields;
  return (
    <Section aria-labelledby="idp-sign-in-title">
      <SectionTitle id="idp-sign-in-title">{t('auth:idp.title')}</SectionTitle>
      <FormStack noValidate onSubmit={lookup.onSubmit} aria-label={t('auth:idp.title')}>
        <BoundTextField
          field={tenant}
          label={t('auth:idp.tenant')}
          description={t('auth:idp.tenantHelp')}
          name="tenant"
          autoComplete="organization"
          isRequired
        />
        <ErrorAlert error={lookup.error} />
        <Button type="submit" isPending={lookup.pending} pendingLabel={t('auth:idp.finding')}>
          {t('auth:idp.find')}
        </Button>
      </FormStack>
      {found && found.idps.length === 0 ? (
        <Alert tone="info" live="polite" toneLabel={t('common:tones.info')}>
          {t('auth:idp.none', { tenant: found.tenant })}
        </Alert>
      ) : null}
      {found && found.idps.length > 0 ? (
        <ChoiceList aria-label={t('auth:idp.choices', { tenant: found.tenant })}>
          {found.idps.map((idp) => (
            <li key={idp.id}>
              <Button
                onPress={() => void start(idp)}
                isPending={starting === idp.id}
                pendingLabel={t('auth:idp.redirecting')}
                isDisabled={starting !== null && starting !== idp.id}
              >
                {t('auth:idp.continueWith', { name: idp.name })}
              </Button>
            </li>
          ))}
        </ChoiceList>
      ) : null}
      <ErrorAlert error={startError} />
    </Section>
  );
}
