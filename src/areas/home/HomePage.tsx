// /home: an overview of the services this console has, each card from its own endpoint. A card shows only
// when its service's area is registered and the user may read it (SPEC §6), so nothing points at a screen
// that does not exist.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath } from 'react-router-dom';
import { Alert } from '@ds/Alert';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { useSession } from '../../api/hooks';
import { hasPermission } from '../../api/session';
import { Stack } from '../../engine/layout';
import { builtService, isBuilt, registeredPaths, serviceById, services } from './services';
import { CardGrid } from './home.styles';
import { SitesCard } from './cards/SitesCard';
import { IamCard } from './cards/IamCard';
import { AccessKeysCard } from './cards/AccessKeysCard';
import { QuotasCard } from './cards/QuotasCard';
import { homePaths } from './paths';

function routed(paths: readonly string[], href: string): string | undefined {
  return paths.some((path) => matchPath({ path, end: true }, href)) ? href : undefined;
}

export default function HomePage() {
  const { t } = useTranslation('home');
  const { profile } = useSession();
  const paths = useMemo(() => registeredPaths(), []);
  // A card needs its service built, readable by the user and, for a service the tenant enables, enabled
  // (a service not enabled shows its getting-started page instead of its screens).
  const open = (id: 'cdn' | 'iam') => {
    const built = builtService(serviceById(id), paths);
    const enabled =
      id === 'iam' || (profile?.enabled_services as readonly string[] | undefined)?.includes(id);
    return built && enabled && hasPermission(profile, built.permission, 'read') ? built.href : undefined;
  };
  // The sites card leads to the sites list (the CDN's first menu item is its dashboard).
  const sitesHref = open('cdn') ? (routed(paths, '/cdn/sites') ?? open('cdn')) : undefined;
  const iamHref = open('iam');
  const quotaServices = services.filter((s) => isBuilt(s, paths)).map((s) => s.id);
  // A user whom no grant lets read any service sees what to do, not an overview of nothing.
  const readsAnyService = services.some((service) => {
    const built = builtService(service, paths);
    return !!built && hasPermission(profile, built.permission, 'read');
  });
  return (
    <Stack>
      <PageHeader
        title={t('home.title')}
        description={t('home.description', {
          name: profile?.full_name || profile?.username,
          tenant: profile?.tenant_name,
        })}
        actions={
          <Link href={homePaths.started} variant="standalone">
            {t('home.started')}
          </Link>
        }
      />
      {readsAnyService ? null : (
        <Alert
          tone="info"
          toneLabel={t('common:tones.info')}
          title={t('home.noAccess.title')}
          data-testid="no-access"
        >
          <p>{t('home.noAccess.body', { username: profile?.username, tenant: profile?.tenant_name })}</p>
          {routed(paths, homePaths.profileInfo) ? (
            <Link href={homePaths.profileInfo}>{t('home.noAccess.profile')}</Link>
          ) : null}
        </Alert>
      )}
      <CardGrid>
        {sitesHref ? <SitesCard href={sitesHref} /> : null}
        {iamHref ? <IamCard href={iamHref} /> : null}
        <AccessKeysCard href={routed(paths, homePaths.accessTokens)} />
      </CardGrid>
      {hasPermission(profile, 'iam', 'read') ? (
        <QuotasCard services={quotaServices} href={routed(paths, homePaths.serviceQuotas)} />
      ) : null}
    </Stack>
  );
}
