// Shown when a route fails to render or its module fails to load.
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { EmptyState } from '@ds/EmptyState';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('errors:somethingWentWrong')}
      description={t('errors:generic')}
      action={
        <Button variant="primary" onPress={() => window.location.reload()}>
          {t('common:actions.reload')}
        </Button>
      }
    />
  );
}
