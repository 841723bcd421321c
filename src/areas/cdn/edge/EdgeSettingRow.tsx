// One edge setting as a row: its name and what it does on the left, its control on the right. A change is
// optimistic (SPEC §4, src/engine/specs/optimistic.md): shown at once, sent as PATCH …/edge_settings/{key},
// restored with an error toast when refused; the same value again sends nothing. HSTS asks before turning on.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@ds/Badge';
import { Checkbox } from '@ds/Checkbox';
import { ConfirmDialog } from '@ds/ConfirmDialog';
import { Select } from '@ds/Select';
import { Switch } from '@ds/Switch';
import type { Versioned } from '../../../api/adapters';
import { isCancelled } from '../../../api/cancelled';
import { useOptimisticValue } from '../../../engine/optimistic/useOptimisticValue';
import { useResourceCache } from '../../../engine/optimistic/resourceCache';
import { nextRequestOrder } from '../../../engine/optimistic/requestOrder';
import { patchEdgeSetting, type EdgeSettings } from '../cdnApi';
import { siteResource, type Site } from '../resources';
import { sameEdgeValue, type EdgeSettingSpec, type EdgeValue } from './settingsCatalogue';
import { Control, Row, RowText, SettingDescription, SettingTitle, VisuallyHidden } from './edge.styles';
import { formatDuration } from './formatDuration';

export interface EdgeSettingRowProps {
  site: Site;
  spec: EdgeSettingSpec;
  canWrite: boolean;
  /** Extra line under the description (development mode's switch-off time). */
  note?: ReactNode;
}

export function EdgeSettingRow({ site, spec, canWrite, note }: EdgeSettingRowProps) {
  const { t, i18n } = useTranslation('cdn');
  const cache = useResourceCache(siteResource);
  const { key } = spec;
  const k = (part: string) => `edge.settings.${key}.${part}`;
  const [confirming, setConfirming] = useState(false);

  const setting = useOptimisticValue<EdgeValue, Versioned<EdgeSettings>>({
    key: `site:${site.id}:edge:${key}`,
    value: site.edge_settings?.[key],
    write: (next, { idempotencyKey }) => patchEdgeSetting(site.id, key, next as never, { idempotencyKey }),
    valueIn: (answer) => answer.record[key],
    // The answer holds every edge setting as stored and the site's new ETag: the site's caches take both.
    commit: (answer, order) => {
      cache.commit(
        site.id,
        { record: { ...site, edge_settings: answer.record }, ...(answer.etag ? { etag: answer.etag } : {}) },
        order,
      );
      // Development mode's end time is the site's, not an edge setting: read the site again for it.
      if (key === 'development_mode') {
        const rereadOrder = nextRequestOrder();
        void cache.reread(site.id, { siteId: site.id }).then((fresh) => {
          if (!isCancelled(fresh)) cache.commit(site.id, fresh, rereadOrder);
        });
      }
    },
    reread: async () => {
      const answer = await cache.reread(site.id, { siteId: site.id });
      if (isCancelled(answer)) return answer;
      return { record: (answer.record as Site).edge_settings, etag: answer.etag };
    },
    equals: sameEdgeValue,
  });

  const title = t(k('label'));
  const disabled = !canWrite;
  const control = (() => {
    switch (spec.control.kind) {
      case 'toggle':
        return (
          <Switch
            label={<VisuallyHidden>{title}</VisuallyHidden>}
            isSelected={setting.value === 'active'}
            isDisabled={disabled}
            onChange={(on) => {
              if (on && spec.confirmOn) setConfirming(true);
              else setting.set(on ? 'active' : 'inactive');
            }}
            data-pending={setting.pending || undefined}
            data-testid={`edge-${key}`}
          />
        );
      case 'choice':
        return (
          <Select
            label={title}
            placeholder={title}
            value={String(setting.value)}
            isDisabled={disabled}
            items={spec.control.options.map((value) => ({ id: value, label: t(k(`options.${value}`)) }))}
            onChange={(id) => (id ? setting.set(id as EdgeValue) : undefined)}
            data-testid={`edge-${key}`}
          />
        );
      case 'number':
        return (
          <Select
            label={title}
            placeholder={title}
            value={String(setting.value)}
            isDisabled={disabled}
            items={spec.control.options.map((value) => ({
              id: String(value),
              label: numberLabel(key, value, t, i18n.language),
            }))}
            onChange={(id) => (id !== null ? setting.set(Number(id) as EdgeValue) : undefined)}
            data-testid={`edge-${key}`}
          />
        );
      case 'set': {
        const chosen = Array.isArray(setting.value) ? (setting.value as string[]) : [];
        return (
          <fieldset data-testid={`edge-${key}`}>
            <VisuallyHidden as="legend">{title}</VisuallyHidden>
            {spec.control.options.map((value) => (
              <Checkbox
                key={value}
                label={t(k(`options.${value}`))}
                isSelected={chosen.includes(value)}
                isDisabled={disabled}
                onChange={(on) =>
                  setting.set(
                    (on ? [...chosen, value] : chosen.filter((item) => item !== value)) as EdgeValue,
                  )
                }
              />
            ))}
          </fieldset>
        );
      }
    }
  })();

  return (
    <Row data-setting={key} data-pending={setting.pending || undefined}>
      <RowText>
        <SettingTitle>
          {title}
          {spec.deprecated ? <Badge tone="warning">{t('edge.deprecated')}</Badge> : null}
        </SettingTitle>
        <SettingDescription>{t(k('description'))}</SettingDescription>
        {spec.deprecated ? <SettingDescription>{t(k('deprecation'))}</SettingDescription> : null}
        {note}
      </RowText>
      <Control>{control}</Control>
      {spec.confirmOn ? (
        <ConfirmDialog
          isOpen={confirming}
          title={t(k('confirmTitle'))}
          confirmLabel={t(k('confirmAction'))}
          cancelLabel={t('common:actions.cancel')}
          tone="danger"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            setting.set('active');
          }}
        >
          {t(k('confirmBody'))}
        </ConfirmDialog>
      ) : null}
    </Row>
  );
}

function numberLabel(
  key: string,
  value: number,
  t: (key: string, options?: Record<string, unknown>) => string,
  locale: string,
): string {
  if (key === 'gzip_level') return value === 0 ? t('edge.settings.gzip_level.off') : String(value);
  if (key === 'browser_cache_ttl' && value === 0) return t('edge.settings.browser_cache_ttl.respect');
  return formatDuration(value, locale);
}
