// Upload a custom certificate: name, certificate, private key and optional chain as PEM (pasted or from a
// file). The certificate is read in the browser as it is typed (CertificatePreview, once the reader has loaded:
// useCertificateInfo); the server decides
// (bad PEM, mismatched key, expired, encrypted key → field errors, shown on their fields; the values stay).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { Spinner } from '@ds/Spinner';
import { TextField } from '@ds/TextField';
import { SubmitConfirmDialog } from '../../../engine/form/SubmitConfirmDialog';
import { Actions } from '../../../engine/layout';
import type { AnyResource } from '../../../engine/types';
import { CertificatePreview } from './CertificatePreview';
import { PemInput } from './PemInput';
import { pemCertificates, privateKeyProblem } from './certificateInfo';
import { isReadableCertificate, useCertificateInfo } from './useCertificateInfo';
import { serverFieldErrors, type FieldMessages } from './sslFieldErrors';
import { uploadCustomCertificate, type SslCertificate } from './sslApi';
import { UploadColumn } from './ssl.styles';

const fields = ['name', 'certificate', 'private_key', 'chain'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

export interface CertificateFormProps {
  resource: AnyResource;
  onSaved: (certificate: SslCertificate) => void;
  onFailed: (error: unknown) => void;
  onCancel: () => void;
  /** The time warnings are judged at (stories pin it). */
  now?: Date;
}

export function CustomCertificateForm({ resource, onSaved, onFailed, onCancel, now }: CertificateFormProps) {
  const { t } = useTranslation('cdn');
  const formId = useId();
  const [values, setValues] = useState<Values>({ name: '', certificate: '', private_key: '', chain: '' });
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { info, reading } = useCertificateInfo(values.certificate);
  const label = (field: Field) => t(`resources:ssl_certificate.fields.${field}`);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** `readable`: what isReadableCertificate says of the certificate field. */
  const check = (readable: boolean | undefined): FieldMessages<Field> => {
    const found: FieldMessages<Field> = {};
    if (!values.name.trim()) found.name = t('ssl.add.errors.required');
    if (!values.certificate.trim()) found.certificate = t('ssl.add.errors.required');
    else if (readable === false) found.certificate = t('ssl.add.errors.notCertificate');
    const keyProblem = privateKeyProblem(values.private_key);
    if (!values.private_key.trim()) found.private_key = t('ssl.add.errors.required');
    else if (keyProblem) found.private_key = t(`ssl.add.errors.key.${keyProblem}`);
    if (values.chain.trim() && pemCertificates(values.chain).length === 0) {
      found.chain = t('ssl.add.errors.notChain');
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(await isReadableCertificate(values.certificate));
    setErrors(found);
    // SPEC §5: creating asks for confirmation first.
    if (!Object.values(found).some(Boolean)) setConfirming(true);
  };

  const save = async () => {
    setConfirming(false);
    setSaving(true);
    try {
      onSaved(
        await uploadCustomCertificate({
          name: values.name.trim(),
          certificate: values.certificate,
          private_key: values.private_key,
          chain: values.chain,
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
    <form
      id={formId}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('ssl.add.customTitle')}
    >
      <UploadColumn>
        <TextField
          label={label('name')}
          description={t('ssl.add.nameHint')}
          value={values.name}
          onChange={set('name')}
          isRequired
          isInvalid={!!errors.name}
          errorMessage={errors.name}
          maxLength={100}
          name="name"
          autoComplete="off"
        />
        <PemInput
          name="certificate"
          label={label('certificate')}
          description={t('ssl.add.certificateHint')}
          value={values.certificate}
          onChange={set('certificate')}
          errorMessage={errors.certificate}
          isRequired
          maxLength={16384}
        />
        {info ? (
          <CertificatePreview info={info} now={now ?? new Date()} />
        ) : reading ? (
          <Spinner size="small" label={t('ssl.add.reading')} showLabel />
        ) : null}
        <PemInput
          name="private_key"
          label={label('private_key')}
          description={t('ssl.add.privateKeyHint')}
          value={values.private_key}
          onChange={set('private_key')}
          errorMessage={errors.private_key}
          isRequired
          maxLength={16384}
        />
        <PemInput
          name="chain"
          label={label('chain')}
          description={t('ssl.add.chainHint')}
          value={values.chain}
          onChange={set('chain')}
          errorMessage={errors.chain}
          maxLength={65536}
        />
      </UploadColumn>
      <Actions>
        <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('common:saving')}>
          {t('ssl.add.upload')}
        </Button>
        <Button onPress={onCancel}>{t('common:actions.cancel')}</Button>
      </Actions>
      <SubmitConfirmDialog
        resource={resource}
        mode="create"
        values={confirming ? { name: values.name.trim() } : null}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
