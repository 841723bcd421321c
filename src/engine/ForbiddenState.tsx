// A 403 outside the WAF client (SPEC §8): an in-place "not permitted" state with the request id for support,
// instead of the generic error. (The WAF client's 403 opens the not-authorized page in the middleware.)
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@ds/ErrorState';
import { isApiError } from '../api/errors';

/** A failed call the server refused with 403. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'forbidden' || error.status === 403);
}

export function ForbiddenState({ error, action }: { error: unknown; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      data-testid="forbidden-state"
      headingLevel={2}
      title={t('errors:forbidden.title')}
      description={t('errors:forbidden.description')}
      requestId={isApiError(error) ? error.requestId : undefined}
      requestIdLabel={t('errors:forbidden.requestIdLabel')}
      action={action}
    />
  );
}
