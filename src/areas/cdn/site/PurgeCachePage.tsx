// /cdn/sites/{siteId}/edge/purge-cache: empty the site's cache — everything (after a warning: the origin then
// takes the full load), or up to 30 URLs, prefixes, hostnames or cache tags, one per line — and the latest purges.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@ds/Button';
import { Card } from '@ds/Card';
import { ConfirmDialog } from '@ds/ConfirmDialog';
import { RadioGroup } from '@ds/RadioGroup';
import { TextArea } from '@ds/TextArea';
import { useToast } from '@ds/Toast';
import { ApiError } from '../../../api/errors';
import { errorMessage, requestIdNote } from '../../../engine/errorMessage';
import { useCanWrite } from '../../../engine/permissions';
import { ReadOnlyNotice } from '../../../engine/ReadOnlyNotice';
import { purgeSiteCache, type PurgeType } from '../cdnApi';
import { siteResource, type Site } from '../resources';
import { PurgeHistory } from './PurgeHistory';
import { SitePage } from './SitePage';
import { purgeTexts } from '../texts/purge';

/** The page parts of the CDN texts this page shows, loaded with it. */
export const texts = [purgeTexts];

const purgeTypes: readonly PurgeType[] = ['everything', 'urls', 'prefixes', 'hostnames', 'tags'];
export const maxPurgeTargets = 30;

/** The non-empty lines of the targets box, trimmed and without repeats. */
export function purgeTargets(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

const hostname = /^(\*\.)?[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/**
 * Whether a target has the form its type asks (as the server checks it: a URL is http(s) with a host, a prefix is
 * a host/path without query or fragment, a hostname a host name; no target holds a space). Whether it belongs to
 * the site is the server's to say.
 */
export function wellFormedTarget(type: PurgeType, target: string): boolean {
  if (/\s/.test(target)) return false;
  if (type === 'hostnames') return hostname.test(target);
  if (type !== 'urls' && type !== 'prefixes') return true;
  const hasScheme = /^https?:\/\//i.test(target);
  if (type === 'urls' && !hasScheme) return false;
  try {
    const url = new URL(hasScheme ? target : `https://${target}`);
    if (type === 'prefixes' && (url.search || url.hash)) return false;
    return !url.username && !url.password && url.hostname !== '';
  } catch {
    return false;
  }
}

function PurgeForm({ site }: { site: Site }) {
  const { t } = useTranslation('cdn');
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const canWrite = useCanWrite(siteResource);
  const [type, setType] = useState<PurgeType>('urls');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const targets = purgeTargets(text);

  const send = async () => {
    setConfirming(false);
    setPending(true);
    try {
      await purgeSiteCache(site.id, type, targets);
      toast.show({ tone: 'success', title: t('purge.done') });
      setText('');
      setProblem(undefined);
      await mutate((key) => Array.isArray(key) && key[0] === 'purge_request');
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors?.[0]?.message : undefined;
      if (field) setProblem(field);
      else toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) });
    } finally {
      setPending(false);
    }
  };

  const submit = () => {
    if (type === 'everything') return setConfirming(true);
    if (targets.length === 0) return setProblem(t('purge.targetsRequired'));
    if (targets.length > maxPurgeTargets) return setProblem(t('purge.tooMany', { max: maxPurgeTargets }));
    const malformed = targets.find((target) => !wellFormedTarget(type, target));
    if (malformed !== undefined) return setProblem(t(`purge.types.${type}.invalid`, { target: malformed }));
    void send();
  };

  return (
    <Card title={t('purge.formTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        aria-label={t('purge.formTitle')}
      >
        <RadioGroup
          label={t('purge.typeLabel')}
          value={type}
          onChange={(id) => {
            setType(id as PurgeType);
            setProblem(undefined);
          }}
          isDisabled={!canWrite || pending}
          items={purgeTypes.map((id) => ({
            id,
            label: t(`purge.types.${id}.label`),
            description: t(`purge.types.${id}.description`),
          }))}
        />
        {type !== 'everything' ? (
          <TextArea
            label={t(`purge.types.${type}.targets`)}
            description={t('purge.targetsHelp', { max: maxPurgeTargets })}
            value={text}
            onChange={(value) => {
              setText(value);
              setProblem(undefined);
            }}
            rows={6}
            isMonospace
            isRequired
            isDisabled={!canWrite || pending}
            isInvalid={!!problem}
            errorMessage={problem}
            placeholder={t(`purge.types.${type}.placeholder`, { host: site.cdn_url })}
            data-testid="purge-targets"
          />
        ) : null}
        <Button
          type="submit"
          variant={type === 'everything' ? 'danger' : 'primary'}
          isDisabled={!canWrite || pending}
          data-testid="purge-submit"
        >
          {pending
            ? t('purge.sending')
            : t(type === 'everything' ? 'purge.everythingAction' : 'purge.action')}
        </Button>
      </form>
      <ConfirmDialog
        isOpen={confirming}
        title={t('purge.confirmTitle')}
        confirmLabel={t('purge.everythingAction')}
        cancelLabel={t('common:actions.cancel')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        {t('purge.confirmBody', { name: site.name })}
      </ConfirmDialog>
    </Card>
  );
}

export default function PurgeCachePage() {
  const { t } = useTranslation('cdn');
  return (
    <SitePage title={t('purge.title')} description={t('purge.description')}>
      {(site) => (
        <>
          <ReadOnlyNotice resource={siteResource} />
          <PurgeForm site={site} />
          <Card title={t('purge.historyTitle')}>
            <PurgeHistory site={site} perPage={10} />
          </Card>
        </>
      )}
    </SitePage>
  );
}
