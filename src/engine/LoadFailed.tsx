// The state of a screen whose data could not be loaded (a timeout, no connection, a server failure): SPEC §8's
// "Something went wrong" with the reason ("Request time out! …", the server's message, "An error occurred"), the
// request id for support, and a Retry that loads again — plus the screen's own way out (e.g. back to the list).
// RefreshFailed is its counterpart for data already on screen whose re-read failed: the screen keeps it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { ErrorState } from '@ds/ErrorState';
import { isApiError } from '../api/errors';
import { errorMessage, requestIdNote } from './errorMessage';
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

/**
 * A re-read of data the screen already shows failed (swr revalidating on reconnect, when another view of the
 * same entry mounts, after a save): the screen keeps what the user is looking at and says it may be out of
 * date, with the reason, the request id and a Retry. Announced politely, as it appears after the page did.
 */
export function RefreshFailed({ error, onRetry, isRetrying = false }: Omit<LoadFailedProps, 'children'>) {
  const { t } = useTranslation();
  const requestId = requestIdNote(error, t);
  return (
    <Alert
      tone="warning"
      toneLabel={t('common:tones.warning')}
      live="polite"
      title={t('detail:refreshFailed')}
      action={
        <Button size="small" onPress={onRetry} isDisabled={isRetrying}>
          {t('common:actions.retry')}
        </Button>
      }
    >
      <p>{errorMessage(error, t)}</p>
      {requestId ? <p>{requestId}</p> : null}
    </Alert>
  );
}
