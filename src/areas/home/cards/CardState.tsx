// One home card's states: a skeleton while its numbers load, the server's error with a retry, or the
// content. Each card loads on its own, so one failing endpoint leaves the others on screen.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import { Button } from '@ds/Button';
import { ErrorState } from '@ds/ErrorState';
import { Skeleton } from '@ds/Skeleton';
import type { ApiError } from '../../../api/errors';
import { isCancelled } from '../../../api/cancelled';
import { errorMessage } from '../../../engine/errorMessage';
import { VisuallyHidden } from '../home.styles';

export interface CardStateProps<T> {
  response: SWRResponse<T, ApiError>;
  /** What the card says about its data. */
  children: (data: T) => ReactNode;
  /** Drawn while loading, shaped like the content so the card does not change height (default: 3 lines). */
  placeholder?: ReactNode;
}

export function CardState<T>({ response, children, placeholder }: CardStateProps<T>) {
  const { t } = useTranslation();
  const { data, error, mutate, isValidating } = response;
  if (error && !data) {
    return (
      <ErrorState
        headingLevel={3}
        title={t('home:card.errorTitle')}
        description={errorMessage(error, t)}
        requestId={error.requestId}
        requestIdLabel={t('errors:forbidden.requestIdLabel')}
        action={
          // Not `isPending`: the button leaves with the error, and react-aria's pending announcement would
          // then point at nothing.
          <Button size="small" isDisabled={isValidating} onPress={() => void mutate()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  if (data === undefined || isCancelled(data)) {
    return (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t('common:loading')}</VisuallyHidden>
        {placeholder ?? <Skeleton lines={3} />}
      </div>
    );
  }
  return <>{children(data)}</>;
}
