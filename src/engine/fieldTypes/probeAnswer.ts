// A health check's last answer (`x-kind: "probe"`) as data and as words: what the list cells, details and the
// CSV export share. ProbeValue.tsx draws it.
import type { TFunction } from 'i18next';
import { numberFormat } from '@ds/Timestamp';

/** The shape a probe field holds (e.g. schemas/cdn/multi-cdn-provider.schema.json MultiCdnProviderLastCheck). */
export interface ProbeAnswer {
  checked_at: string;
  passed: boolean;
  status_code: number | null;
  error: string | null;
  latency_ms: number | null;
}

export function isProbeAnswer(value: unknown): value is ProbeAnswer {
  const v = value as Partial<ProbeAnswer> | null;
  return !!v && typeof v === 'object' && typeof v.checked_at === 'string' && typeof v.passed === 'boolean';
}

/** What came back: the status and the time it took, or why there was no answer. */
export function probeResultText(t: TFunction, language: string, answer: ProbeAnswer): string {
  if (answer.status_code !== null) {
    if (answer.latency_ms === null) return String(answer.status_code);
    return t('engine:probe.answered', {
      status: answer.status_code,
      latency: numberFormat(language).format(answer.latency_ms),
    });
  }
  return t(`engine:probe.errors.${answer.error ?? 'unknown'}`);
}
