// The 404, not-authorized and error pages (the error boundary sends a failed render to the last).
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '@ds/Button';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { readDeniedPageQuery } from '../../api/deniedPageQuery';
import { useSession } from '../../api/stateHooks';
import { paths } from '../../app/routeNames';
import { readErrorPageState } from '../../app/shell/errorPage';
import { DeniedDetail, ErrorLinks, RequestIdNote } from '../../app/shell/shell.styles';
import { CenteredPage, LoginColumn } from './layout';

function HomeLink() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  return signedIn ? (
    <Link href={paths.home} variant="standalone">
      {t('errors:pages.backToConsole')}
    </Link>
  ) : (
    <Link href={paths.login} variant="standalone">
      {t('errors:pages.toSignIn')}
    </Link>
  );
}

/** The 404 or not-authorized page: what happened, the address the user was going to, and the ways on. */
function ErrorPage({ page }: { page: 'notFound' | 'notAuthorized' }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { signedIn } = useSession();
  const { from, need } = readDeniedPageQuery(location.search);
  return (
    <CenteredPage>
      <LoginColumn>
        <PageHeader
          title={t(`errors:pages.${page}.title`)}
          description={t(`errors:pages.${page}.description`)}
        />
        {from ? (
          <DeniedDetail data-testid="denied-detail">
            {page === 'notFound' ? (
              <Trans
                t={t}
                i18nKey="errors:pages.notFound.path"
                values={{ path: from }}
                components={{ code: <code /> }}
              />
            ) : need ? (
              <Trans
                t={t}
                i18nKey="errors:pages.notAuthorized.needs"
                values={{ path: from, permission: `${need}:read` }}
                components={{ code: <code /> }}
              />
            ) : (
              <Trans
                t={t}
                i18nKey="errors:pages.notAuthorized.path"
                values={{ path: from }}
                components={{ code: <code /> }}
              />
            )}
          </DeniedDetail>
        ) : null}
        {page === 'notAuthorized' && signedIn ? <p>{t('errors:pages.notAuthorized.whoGrants')}</p> : null}
        <HomeLink />
      </LoginColumn>
    </CenteredPage>
  );
}

export function NotFoundPage() {
  return <ErrorPage page="notFound" />;
}

export function NotAuthorizedPage() {
  return <ErrorPage page="notAuthorized" />;
}

/** What a failed render leads to: what happened, the request id for support, and the ways back. */
export function AppErrorPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { requestId, from } = readErrorPageState(location.state);
  return (
    <CenteredPage>
      <LoginColumn>
        <PageHeader title={t('errors:somethingWentWrong')} description={t('shell:errorPage.description')} />
        {requestId ? (
          <RequestIdNote>
            {t('errors:forbidden.requestIdLabel')} <code data-testid="error-request-id">{requestId}</code>
          </RequestIdNote>
        ) : null}
        <ErrorLinks>
          {from ? (
            <Link href={from} variant="standalone">
              {t('shell:errorPage.back')}
            </Link>
          ) : null}
          <HomeLink />
        </ErrorLinks>
        <div>
          <Button size="small" onPress={() => window.location.reload()}>
            {t('common:actions.reload')}
          </Button>
        </div>
      </LoginColumn>
    </CenteredPage>
  );
}
