// A service's getting-started page (SPEC §2, ARCHITECTURE §5): what the service does and its main features;
// while the tenant has not enabled it, an "Enable" action (POST /user/service/enable, IAM write) with
// progress and the server's error, then the service's first page; once enabled, a way in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { Link } from '@ds/Link';
import { PageHeader } from '@ds/PageHeader';
import { useToast } from '@ds/Toast';
import { useSession } from '../../api/hooks';
import { hasPermission } from '../../api/session';
import { errorMessage, requestIdNote } from '../../engine/errorMessage';
import { isServiceEnabled, type ServiceDefinition } from './catalogue';
import { enableService } from './enableService';
import { FeatureList, Page } from './GettingStartedPage.styles';

type EnableState = { kind: 'idle' } | { kind: 'pending' } | { kind: 'failed'; error: unknown };

function Features({ service }: { service: ServiceDefinition }) {
  const { t } = useTranslation();
  return (
    <Card title={t('services:gettingStarted.featuresTitle')}>
      <FeatureList>
        {service.features.map((feature) => (
          <li key={feature}>
            <h3>{t(`services:${service.id}.features.${feature}.title`)}</h3>
            <p>{t(`services:${service.id}.features.${feature}.description`)}</p>
          </li>
        ))}
      </FeatureList>
    </Card>
  );
}

export function GettingStartedPage({ service }: { service: ServiceDefinition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { profile } = useSession();
  const [state, setState] = useState<EnableState>({ kind: 'idle' });
  const name = t(`services:${service.id}.name`);
  const enabled = isServiceEnabled(profile, service);
  // Enabling changes what the whole tenant sees: the server asks for iam:write, so the page does too.
  const mayEnable = hasPermission(profile, 'iam', 'write');

  const enable = async () => {
    setState({ kind: 'pending' });
    try {
      await enableService(service.id);
      toast.show({ tone: 'success', title: t('services:gettingStarted.enabledNow', { service: name }) });
      void navigate(service.firstPath);
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };

  const action = enabled ? (
    <Link href={service.firstPath} variant="standalone">
      {t(`services:${service.id}.open`)}
    </Link>
  ) : (
    <Button
      variant="primary"
      isDisabled={!mayEnable}
      isPending={state.kind === 'pending'}
      pendingLabel={t('services:gettingStarted.enabling', { service: name })}
      onPress={() => void enable()}
    >
      {t('services:gettingStarted.enable', { service: name })}
    </Button>
  );

  return (
    <Page>
      <PageHeader
        title={t(`services:${service.id}.title`)}
        description={t(`services:${service.id}.summary`)}
        actions={action}
      />
      {state.kind === 'failed' ? (
        <Alert
          tone="error"
          live="assertive"
          toneLabel={t('common:tones.error')}
          title={t('services:gettingStarted.enableFailed', { service: name })}
        >
          {errorMessage(state.error, t)}
          {requestIdNote(state.error, t) ? <> {requestIdNote(state.error, t)}</> : null}
        </Alert>
      ) : null}
      {enabled ? (
        <Alert
          tone="success"
          toneLabel={t('common:tones.success')}
          title={t('services:gettingStarted.enabledTitle', { service: name })}
        >
          {t('services:gettingStarted.enabledBody', { service: name })}
        </Alert>
      ) : (
        <Alert
          tone="info"
          toneLabel={t('common:tones.info')}
          title={t('services:gettingStarted.notEnabledTitle', { service: name })}
        >
          {mayEnable
            ? t('services:gettingStarted.notEnabledBody')
            : t('services:gettingStarted.needsIamWrite')}
        </Alert>
      )}
      <Features service={service} />
    </Page>
  );
}
