// The site's multi-CDN switch (SPEC §4: multi-CDN status is set as a field, PUT …/multi_cdn), optimistic like the
// edge settings; with it off, every request goes to this platform whatever the strategies say.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { Skeleton } from '@ds/Skeleton';
import { Switch } from '@ds/Switch';
import type { Versioned } from '../../../api/adapters';
import { isCancelled } from '../../../api/cancelled';
import { errorMessage } from '../../../engine/errorMessage';
import { useCanWrite } from '../../../engine/permissions';
import { useOptimisticValue } from '../../../engine/optimistic/useOptimisticValue';
import { useResourceCache } from '../../../engine/optimistic/resourceCache';
import { setMultiCdnStatus } from '../cdnApi';
import { siteResource, type Site } from '../resources';
import { Control, Row, RowText, SettingDescription, SettingTitle, VisuallyHidden } from '../edge/edge.styles';
import { useSite } from '../edge/useSite';

type MultiCdnStatus = Site['multi_cdn_status'];

function MultiCdnSwitch({ site }: { site: Site }) {
  const { t } = useTranslation('cdn');
  const canWrite = useCanWrite(siteResource);
  const cache = useResourceCache(siteResource);
  const status = useOptimisticValue<MultiCdnStatus, Versioned<Site>>({
    key: `site:${site.id}:multi_cdn_status`,
    value: site.multi_cdn_status,
    write: (next, { idempotencyKey }) => setMultiCdnStatus(site.id, next, { idempotencyKey }),
    valueIn: (answer) => answer.record.multi_cdn_status,
    commit: (answer, order) => cache.commit(site.id, answer as Versioned<Record<string, unknown>>, order),
    reread: async () => {
      const answer = await cache.reread(site.id, { siteId: site.id });
      return isCancelled(answer) ? answer : (answer as Versioned<Site>);
    },
  });
  return (
    <Row data-setting="multi_cdn_status" data-pending={status.pending || undefined}>
      <RowText>
        <SettingTitle>{t('multiCdn.status.label')}</SettingTitle>
        <SettingDescription>{t('multiCdn.status.description')}</SettingDescription>
      </RowText>
      <Control>
        <Switch
          label={<VisuallyHidden>{t('multiCdn.status.label')}</VisuallyHidden>}
          isSelected={status.value === 'active'}
          isDisabled={!canWrite}
          onChange={(on) => status.set(on ? 'active' : 'inactive')}
          data-testid="multi-cdn-status"
        />
      </Control>
    </Row>
  );
}

/** The switch once the site is read; while it is, a placeholder; if the read fails, why, with Retry. */
export function MultiCdnStatusCard({ siteId }: { siteId: string }) {
  const { t } = useTranslation();
  const site = useSite(siteId);
  const record = site.data?.record;
  let content: ReactNode;
  if (record) content = <MultiCdnSwitch site={record} />;
  else if (site.error)
    content = (
      <Alert
        tone="error"
        title={errorMessage(site.error, t)}
        action={
          <Button onPress={() => void site.mutate()} isDisabled={site.isValidating}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  else content = <Skeleton lines={2} />;
  return <Card title={t('cdn:multiCdn.status.card')}>{content}</Card>;
}
