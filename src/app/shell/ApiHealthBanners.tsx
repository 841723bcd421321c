// The client layer's error states (src/api/health.ts, SPEC §8) as banners above the page: the network is
// unreachable, the server is failing, or the session is ending. "Try again" re-reads the profile (a real
// request, so an answer clears the state) and revalidates every swr entry; the session banner offers to sign
// in again at once instead of waiting for the redirect.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Banner } from '@ds/Alert';
import { Button } from '@ds/Button';
import { useApiHealth } from '../../api/hooks';
import { fetchProfile } from '../../api/auth';
import { getAccessToken } from '../../api/session';
import { loginUrl } from '../../api/redirect';
import { Banners } from './shell.styles';

function RetryButton() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="small"
      isPending={pending}
      pendingLabel={t('shell:health.retrying')}
      onPress={() => {
        setPending(true);
        const probe = getAccessToken() ? fetchProfile() : Promise.resolve();
        void Promise.allSettled([probe, mutate(() => true)]).then(() => setPending(false));
      }}
    >
      {t('shell:health.retry')}
    </Button>
  );
}

export function ApiHealthBanners() {
  const { t } = useTranslation();
  const health = useApiHealth();
  const navigate = useNavigate();
  const location = useLocation();
  const toneLabel = t('common:tones.error');
  return (
    <Banners>
      {health.token ? (
        <Banner
          label={t('shell:health.tokenLabel')}
          tone="warning"
          toneLabel={t('common:tones.warning')}
          data-testid="health-token"
          action={
            <Button size="small" onPress={() => navigate(loginUrl(`${location.pathname}${location.search}`))}>
              {t('shell:health.signIn')}
            </Button>
          }
        >
          {t('shell:health.token')}
        </Banner>
      ) : null}
      {health.network ? (
        <Banner
          label={t('shell:health.networkLabel')}
          tone="error"
          toneLabel={toneLabel}
          data-testid="health-network"
          action={<RetryButton />}
        >
          {t('shell:health.network')}
        </Banner>
      ) : health.server ? (
        <Banner
          label={t('shell:health.serverLabel')}
          tone="error"
          toneLabel={toneLabel}
          data-testid="health-server"
          action={<RetryButton />}
        >
          {t('shell:health.server')}
        </Banner>
      ) : null}
    </Banners>
  );
}
