// /home: an overview of the services this console has, each card from its own endpoint. A card shows only
// when its service's area is registered and the user may read it (SPEC §6), so nothing points at a screen
// that does not exist.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath } from 'react-router-dom';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { useSession } from '../../api/hooks';
import { hasPermission } from '../../api/session';
import { Stack } from '../../engine/layout';
import { isBuilt, registeredPaths, serviceById, serviceHref, services } from './services';
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
    const service = serviceById(id);
    const enabled =
      id === 'iam' || (profile?.enabled_services as readonly string[] | undefined)?.includes(id);
    return enabled && hasPermission(profile, service.permission, 'read')
      ? serviceHref(service, paths)
      : undefined;
  };
  // The sites card leads to the sites list (the CDN's first menu item is its dashboard).
  const sitesHref = open('cdn') ? (routed(paths, '/cdn/sites') ?? open('cdn')) : undefined;
  const iamHref = open('iam');
  const quotaServices = services.filter((s) => isBuilt(s, paths)).map((s) => s.id);
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
