// The error boundary of the route tree: a render error (or a module that failed to load) opens the error page
// (/pages/miscellaneous/error) with the request id of a failed call and the page to go back to — never a
// blank page. Should the error page itself fail, the same text shows here in place.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { Button } from '@ds/Button';
import { EmptyState } from '@ds/EmptyState';
import { errorPagePath, errorPageState } from './shell/errorPage';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const onErrorPage = location.pathname === errorPagePath;
  useEffect(() => {
    if (onErrorPage) return;
    void navigate(errorPagePath, {
      replace: true,
      state: errorPageState(error, `${location.pathname}${location.search}`),
    });
  }, [error, navigate, location.pathname, location.search, onErrorPage]);
  if (!onErrorPage) return null;
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
