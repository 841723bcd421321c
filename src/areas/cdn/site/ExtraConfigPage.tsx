// /cdn/sites/{siteId}/edge/extra-config (SPEC §2: admin only, beta): raw edge configuration appended to the
// site's generated one. Saved at the ETag it was read at; a change made elsewhere meanwhile is reported, and
// what was typed stays in the box.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Badge } from '@ds/Badge';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { ErrorState } from '@ds/ErrorState';
import { Skeleton } from '@ds/Skeleton';
import { TextArea } from '@ds/TextArea';
import { useToast } from '@ds/Toast';
import { useApiItem } from '../../../api/hooks';
import { errorMessage, requestIdNote } from '../../../engine/errorMessage';
import { formatDateTime } from '../../../engine/format';
import { ForbiddenState, isForbidden } from '../../../engine/ForbiddenState';
import { getExtraConfig, saveExtraConfig } from '../cdnApi';
import type { Site } from '../resources';
import { SitePage } from './SitePage';
import { extraConfigTexts } from '../texts/extraConfig';

/** The page parts of the CDN texts this page shows, loaded with it. */
export const texts = [extraConfigTexts];

export const extraConfigMax = 20000;

function ExtraConfigForm({ site }: { site: Site }) {
  const { t, i18n } = useTranslation('cdn');
  const toast = useToast();
  const current = useApiItem(['extra_config', 'item', { siteId: site.id }, site.id], () =>
    getExtraConfig(site.id),
  );
  // What was typed; null follows what is stored.
  const [typed, setText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const text = typed ?? current.data?.record.config ?? null;

  if (isForbidden(current.error)) return <ForbiddenState error={current.error} />;
  if (current.error) {
    return (
      <ErrorState
        title={t('list:state.errorTitle')}
        description={errorMessage(current.error, t)}
        action={<Button onPress={() => void current.mutate()}>{t('common:actions.retry')}</Button>}
      />
    );
  }
  if (!current.data || text === null) return <Skeleton lines={8} />;
  const { record, etag } = current.data;
  const changed = text !== record.config;

  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      const answer = await saveExtraConfig(site.id, text, etag);
      await current.mutate(answer, { revalidate: false });
      setText(null);
      toast.show({ tone: 'success', title: t('extraConfig.saved') });
    } catch (error) {
      setProblem(error);
      if ((error as { status?: number }).status === 412) void current.mutate();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={t('extraConfig.card')}
      footer={
        <Button
          variant="primary"
          onPress={() => void save()}
          isDisabled={!changed || saving}
          data-testid="extra-config-save"
        >
          {saving ? t('extraConfig.saving') : t('extraConfig.save')}
        </Button>
      }
    >
      <Alert tone="warning" title={t('extraConfig.warningTitle')}>
        {t('extraConfig.warning')}
      </Alert>
      {problem ? (
        <Alert tone="error" title={errorMessage(problem, t)} live="assertive">
          {(problem as { status?: number }).status === 412
            ? t('extraConfig.stale')
            : requestIdNote(problem, t)}
        </Alert>
      ) : null}
      <TextArea
        label={t('extraConfig.label')}
        description={
          record.updated_at
            ? t('extraConfig.updated', {
                time: formatDateTime(record.updated_at, i18n.language),
                who: record.updated_by ?? t('common:values.empty'),
              })
            : t('extraConfig.never')
        }
        value={text}
        onChange={setText}
        rows={16}
        isMonospace
        maxLength={extraConfigMax}
        counterText={(length, max) => t('extraConfig.counter', { length, max })}
        data-testid="extra-config"
      />
    </Card>
  );
}

export default function ExtraConfigPage() {
  const { t } = useTranslation('cdn');
  return (
    <SitePage
      title={t('extraConfig.title')}
      description={t('extraConfig.description')}
      actions={<Badge tone="info">{t('nav:beta')}</Badge>}
    >
      {(site) => <ExtraConfigForm site={site} />}
    </SitePage>
  );
}
