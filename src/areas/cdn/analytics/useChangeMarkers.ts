// The configuration changes of a report's window, from the audit log, as chart markers labelled in the UI
// language ("Cache rule changed by an.nguyen").
import { useTranslation } from 'react-i18next';
import type { TimeSeriesMarker } from '@ds/Charts';
import { useApiItem } from '../../../api/hooks';
import { listCdnChanges } from './analyticsApi';
import { changeMarkers } from './analyticsData';

export interface ChangeMarkers {
  markers: TimeSeriesMarker[];
  /** Why the audit log could not be read (the charts show no markers and the page says so). */
  error: unknown;
  retry: () => void;
}

/** `window` null (the report has not answered yet) asks nothing. */
export function useChangeMarkers(
  window: { from: string; to: string; siteId: string | null } | null,
): ChangeMarkers {
  const { t } = useTranslation('cdn');
  const changes = useApiItem(window ? ['audit_logs', 'cdn-changes', window.from, window.to] : null, () =>
    listCdnChanges(window!.from, window!.to),
  );
  const retry = () => void changes.mutate();
  if (!window || !changes.data) return { markers: [], error: changes.error, retry };
  const markers = changeMarkers(
    changes.data,
    { from: Date.parse(window.from), to: Date.parse(window.to), siteId: window.siteId },
    (entry, kind) =>
      t(`analytics.changes.${kind}`, {
        type: t(`analytics.changes.types.${entry.resource_type}`, { defaultValue: entry.resource_type }),
        actor: entry.actor.username ?? t('common:values.empty'),
      }),
  );
  return { markers, error: changes.error, retry };
}
