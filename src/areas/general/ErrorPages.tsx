// The 404 and not-authorized pages.
import { useTranslation } from 'react-i18next';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { useSession } from '../../api/hooks';
import { paths } from '../../app/routeNames';
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

function ErrorPage({ page }: { page: 'notFound' | 'notAuthorized' }) {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <LoginColumn>
        <PageHeader
          title={t(`errors:pages.${page}.title`)}
          description={t(`errors:pages.${page}.description`)}
        />
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
