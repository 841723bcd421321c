// Ask for a free managed certificate: the hostnames (each a site's or add-on domain's), how they are
// validated and whether it renews itself. A wildcard needs DNS (TXT) validation, as the server requires
// (server/src/main/cdn/ssl.ts); a hostname the server refuses is said on the hostnames field.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { RadioGroup } from '@ds/RadioGroup';
import { Switch } from '@ds/Switch';
import { TextArea } from '@ds/TextArea';
import { TextField } from '@ds/TextField';
import { SubmitConfirmDialog } from '../../../engine/form/SubmitConfirmDialog';
import { Actions, FormColumn } from '../../../engine/layout';
import { serverFieldErrors, type FieldMessages } from './sslFieldErrors';
import { requestFreeCertificate } from './sslApi';
import type { CertificateFormProps } from './CustomCertificateForm';

const fields = ['name', 'domains', 'validation_method'] as const;
type Field = (typeof fields)[number];
type Method = 'http' | 'txt';

/** The contract's SslHostname: an optional `*.` then at least two labels. */
const HOSTNAME = /^(\*\.)?[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const MAX_DOMAINS = 10;

/** The hostnames of the text area: one per line (commas and spaces separate too), lower-cased, once each. */
export function hostnamesOf(text: string): string[] {
  const names = text
    .split(/[\s,;]+/)
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(names)];
}

export function FreeCertificateForm({ resource, onSaved, onFailed, onCancel }: CertificateFormProps) {
  const { t } = useTranslation('cdn');
  const [name, setName] = useState('');
  const [domainText, setDomainText] = useState('');
  const [method, setMethod] = useState<Method>('http');
  const [autoRenew, setAutoRenew] = useState(true);
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const label = (field: string) => t(`resources:ssl_certificate.fields.${field}`);
  const domains = hostnamesOf(domainText);
  const hasWildcard = domains.some((domain) => domain.startsWith('*.'));

  const check = (): FieldMessages<Field> => {
    if (domains.length === 0) return { domains: t('ssl.add.errors.noDomains') };
    const bad = domains.filter((domain) => !HOSTNAME.test(domain));
    if (bad.length) return { domains: t('ssl.add.errors.hostname', { names: bad.join(', ') }) };
    if (domains.length > MAX_DOMAINS) return { domains: t('ssl.add.errors.tooMany', { count: MAX_DOMAINS }) };
    if (hasWildcard && method !== 'txt') return { domains: t('ssl.add.errors.wildcardNeedsTxt') };
    return {};
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    // SPEC §5: creating asks for confirmation first.
    if (!Object.values(found).some(Boolean)) setConfirming(true);
  };

  const save = async () => {
    setConfirming(false);
    setSaving(true);
    try {
      onSaved(
        await requestFreeCertificate({
          ...(name.trim() ? { name: name.trim() } : {}),
          domains,
          validation_method: method,
          auto_renew: autoRenew,
        }),
      );
    } catch (error) {
      setErrors(serverFieldErrors(error, fields));
      onFailed(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('ssl.add.freeTitle')}>
      <FormColumn>
        <TextArea
          label={label('domains')}
          description={t('ssl.add.domainsHint')}
          value={domainText}
          onChange={(text) => {
            setDomainText(text);
            setErrors((current) => ({ ...current, domains: undefined }));
            // A wildcard can only be validated through DNS: switch to it rather than fail later.
            if (hostnamesOf(text).some((domain) => domain.startsWith('*.'))) setMethod('txt');
          }}
          rows={4}
          isMonospace
          isRequired
          isInvalid={!!errors.domains}
          errorMessage={errors.domains}
          placeholder={t('ssl.add.domains.placeholder')}
          name="domains"
        />
        <RadioGroup
          label={label('validation_method')}
          value={method}
          onChange={(value) => {
            setMethod(value as Method);
            setErrors((current) => ({ ...current, domains: undefined, validation_method: undefined }));
          }}
          items={[
            {
              id: 'http',
              label: t('resources:ssl_certificate.values.validation_method.http'),
              description: hasWildcard ? t('ssl.add.httpNotForWildcards') : t('ssl.add.httpHint'),
              isDisabled: hasWildcard,
            },
            {
              id: 'txt',
              label: t('resources:ssl_certificate.values.validation_method.txt'),
              description: t('ssl.add.txtHint'),
            },
          ]}
          isInvalid={!!errors.validation_method}
          errorMessage={errors.validation_method}
        />
        <TextField
          label={label('name')}
          description={t('ssl.add.freeNameHint')}
          value={name}
          onChange={(value) => {
            setName(value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          isInvalid={!!errors.name}
          errorMessage={errors.name}
          maxLength={100}
          name="name"
          autoComplete="off"
        />
        <Switch
          isSelected={autoRenew}
          onChange={setAutoRenew}
          label={label('auto_renew')}
          description={t('ssl.add.autoRenewHint')}
        />
      </FormColumn>
      <Actions>
        <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('common:saving')}>
          {t('ssl.add.request')}
        </Button>
        <Button onPress={onCancel}>{t('common:actions.cancel')}</Button>
      </Actions>
      <SubmitConfirmDialog
        resource={resource}
        mode="create"
        values={confirming ? { name: name.trim() || domains[0] } : null}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
