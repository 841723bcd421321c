// /started: what each service of the console does (SPEC §1), with a link to every service that is built here.
// Built services are the registered areas that declare one (engine/services.ts), so a new service gets its link
// by registering; a service whose area is not registered has no link (never a dead one); one the user may not
// open says which permission it needs.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@ds/Card';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { useSession } from '../../api/hooks';
import { hasPermission } from '../../api/session';
import { Stack } from '../../engine/layout';
import { startedCards } from './services';
import { CardGrid, Paragraph } from './home.styles';

export default function StartedPage() {
  const { t } = useTranslation('home');
  const { profile } = useSession();
  const cards = useMemo(() => startedCards(), []);
  return (
    <Stack>
      <PageHeader title={t('started.title')} description={t('started.description')} />
      <CardGrid>
        {cards.map(({ id, titleKey, descriptionKey, built }) => {
          const name = t(titleKey);
          return (
            <Card
              key={id}
              headingLevel={2}
              data-service={id}
              title={name}
              footer={
                !built ? undefined : hasPermission(profile, built.permission, 'read') ? (
                  <Link href={built.href} variant="standalone">
                    {t('started.open', { service: name })}
                  </Link>
                ) : (
                  <Paragraph>
                    {t('started.needsPermission', { permission: `${built.permission}:read` })}
                  </Paragraph>
                )
              }
            >
              {descriptionKey ? <Paragraph>{t(descriptionKey)}</Paragraph> : null}
            </Card>
          );
        })}
      </CardGrid>
    </Stack>
  );
}
