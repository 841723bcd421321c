// /started: what each service of the console does (SPEC §1), with a link to the services that exist here.
// A service whose area is not registered has no link (never a dead one); one the user may not open says
// which permission it needs.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@ds/Card';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { useSession } from '../../api/hooks';
import { hasPermission } from '../../api/session';
import { Stack } from '../../engine/layout';
import { registeredPaths, serviceHref, services } from './services';
import { CardGrid, Paragraph } from './home.styles';

export default function StartedPage() {
  const { t } = useTranslation('home');
  const { profile } = useSession();
  const paths = useMemo(() => registeredPaths(), []);
  return (
    <Stack>
      <PageHeader title={t('started.title')} description={t('started.description')} />
      <CardGrid>
        {services.map((service) => {
          const href = serviceHref(service, paths);
          const allowed = hasPermission(profile, service.permission, 'read');
          return (
            <Card
              key={service.id}
              headingLevel={2}
              data-service={service.id}
              title={t(`services.${service.id}.name`)}
              footer={
                href && allowed ? (
                  <Link href={href} variant="standalone">
                    {t('started.open', { service: t(`services.${service.id}.name`) })}
                  </Link>
                ) : href ? (
                  <Paragraph>
                    {t('started.needsPermission', { permission: `${service.permission}:read` })}
                  </Paragraph>
                ) : undefined
              }
            >
              <Paragraph>{t(`services.${service.id}.description`)}</Paragraph>
            </Card>
          );
        })}
      </CardGrid>
    </Stack>
  );
}
