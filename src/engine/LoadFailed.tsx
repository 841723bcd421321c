// The state of a screen whose data could not be loaded (a timeout, no connection, a server failure): SPEC §8's
// "Something went wrong" with the reason ("Request time out! …", the server's message, "An error occurred"), the
// request id for support, and a Retry that loads again — plus the screen's own way out (e.g. back to the list).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { ErrorState } from '@ds/ErrorState';
import { isApiError } from '../api/errors';
import { errorMessage } from './errorMessage';
import { Actions } from './layout';

export interface LoadFailedProps {
  error: unknown;
  onRetry: () => void;
  /** A load is running again (Retry is disabled meanwhile). */
  isRetrying?: boolean;
  /** A second action beside Retry. */
  children?: ReactNode;
}

export function LoadFailed({ error, onRetry, isRetrying = false, children }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <ErrorState
      headingLevel={2}
      title={t('errors:somethingWentWrong')}
      description={errorMessage(error, t)}
      requestId={isApiError(error) ? error.requestId : undefined}
      requestIdLabel={t('errors:forbidden.requestIdLabel')}
      action={
        <Actions>
          <Button onPress={onRetry} isDisabled={isRetrying}>
            {t('common:actions.retry')}
          </Button>
          {children}
        </Actions>
      }
    />
  );
}
