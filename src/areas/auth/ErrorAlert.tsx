// A failed auth call in an alert: the message, and the request id when the server gave one.
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import type { ShownError } from './serverError';

export function ErrorAlert({ error }: { error: ShownError | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert tone="error" live="assertive" toneLabel={t('common:tones.error')}>
      {error.message}
      {error.requestId ? ` ${t('errors:requestId', { id: error.requestId })}` : null}
    </Alert>
  );
}
