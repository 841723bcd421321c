// Video delivery of a VOD site: token security (signed URLs), set optimistically through the site's own update
// (PUT /cdn/sites/{id} at its ETag). A web site has none: say so and where VOD sites are added.
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Card } from '@ds/Card';
import { Link } from '@ds/Link';
import { Switch } from '@ds/Switch';
import type { Versioned } from '../../../api/adapters';
import { isCancelled } from '../../../api/cancelled';
import { useCanWrite } from '../../../engine/permissions';
import { useOptimisticValue } from '../../../engine/optimistic/useOptimisticValue';
import { useResourceCache } from '../../../engine/optimistic/resourceCache';
import { siteResource, type Site, type SiteInput } from '../resources';
import { Control, Row, RowText, SettingDescription, SettingTitle, VisuallyHidden } from '../edge/edge.styles';
import { useSite } from '../edge/useSite';

/**
 * Where the site fetches from, as stored: the host, or the bucket's fields without its secret key (never answered;
 * an update that leaves it out keeps the stored one). A site replaced without them would become a host origin.
 */
function originInputOf(site: Site): Partial<SiteInput> {
  if (site.origin_type === 's3') {
    return {
      origin_type: 's3',
      s3_endpoint: site.s3_endpoint,
      s3_region: site.s3_region,
      s3_bucket_name: site.s3_bucket_name,
      s3_access_key: site.s3_access_key,
    };
  }
  return {
    ...(site.origin_type ? { origin_type: site.origin_type } : {}),
    origin_server_url: site.origin_server_url,
  };
}

/** The writable fields of a site, as its form sends them. */
export function siteInputOf(site: Site, changes: Partial<SiteInput>): SiteInput {
  return {
    name: site.name,
    ...originInputOf(site),
    token_security: site.token_security,
    vod: site.vod,
    multi_cdn_url: site.multi_cdn_url,
    multi_cdn_url_2: site.multi_cdn_url_2,
    multi_cdn_config: site.multi_cdn_config,
    ...changes,
  };
}

export function VideoDeliveryPanel({ site }: { site: Site }) {
  const { t } = useTranslation('cdn');
  const canWrite = useCanWrite(siteResource);
  const cache = useResourceCache(siteResource);
  const current = useSite(site.id);
  const etag = current.data?.etag;
  const params = { siteId: site.id };
  const token = useOptimisticValue<boolean, Versioned<Site>>({
    key: `site:${site.id}:token_security`,
    value: site.token_security,
    write: async (next) => {
      // The site is replaced at the ETag it was read at; a change made elsewhere meanwhile answers 412.
      const latest = await siteResource.operations.get!(site.id, { params });
      if (isCancelled(latest.record)) return latest;
      return siteResource.operations.update!(site.id, siteInputOf(latest.record, { token_security: next }), {
        params,
        ifMatch: latest.etag ?? etag,
      });
    },
    valueIn: (answer) => answer.record.token_security,
    commit: (answer, order) => cache.commit(site.id, answer as Versioned<Record<string, unknown>>, order),
    reread: async () => {
      const answer = await cache.reread(site.id, params);
      return answer as Versioned<Site>;
    },
  });

  if (!site.vod) {
    return (
      <Alert tone="info" title={t('optimization.video.webTitle')}>
        {t('optimization.video.webBody')}{' '}
        <Link href="/cdn/sites/add/vod">{t('optimization.video.addVod')}</Link>
      </Alert>
    );
  }
  return (
    <Card title={t('optimization.video.card')}>
      <Row data-setting="token_security" data-pending={token.pending || undefined}>
        <RowText>
          <SettingTitle>{t('optimization.video.tokenSecurity')}</SettingTitle>
          <SettingDescription>{t('optimization.video.tokenSecurityHelp')}</SettingDescription>
        </RowText>
        <Control>
          <Switch
            label={<VisuallyHidden>{t('optimization.video.tokenSecurity')}</VisuallyHidden>}
            isSelected={token.value}
            isDisabled={!canWrite}
            onChange={(on) => token.set(on)}
            data-testid="token-security"
          />
        </Control>
      </Row>
    </Card>
  );
}
