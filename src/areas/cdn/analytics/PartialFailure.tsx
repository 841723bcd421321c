// A part of the page that could not be loaded while the rest did (the site filter's choices, the change
// markers): an error alert with what is missing, the reason (SPEC §8) and a Retry.
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { errorMessage } from '../../../engine/errorMessage';

export interface PartialFailureProps {
  /** What is missing, e.g. "Configuration changes could not be loaded, so none are marked." */
  message: string;
  error: unknown;
  onRetry: () => void;
  'data-part': string;
}

export function PartialFailure({ message, error, onRetry, 'data-part': part }: PartialFailureProps) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="error"
      toneLabel={t('common:tones.error')}
      data-part={part}
      action={<Button onPress={onRetry}>{t('common:actions.retry')}</Button>}
    >
      {message} {errorMessage(error, t)}
    </Alert>
  );
}
