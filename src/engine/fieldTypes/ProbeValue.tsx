// A health check's last answer (`x-kind: "probe"`): when it was made, relative, with the absolute time in the
// Timestamp's tooltip, then what came back — "200 in 35 ms", or why nothing did ("Connection refused").
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Timestamp, numberFormat } from '@ds/Timestamp';
import { useNow } from './clock';
import { ProbeResult } from './ProbeValue.styles';

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

export function ProbeValue({ value, language }: { value: ProbeAnswer; language: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const state = value.passed ? 'passed' : 'failed';
  return (
    <span data-probe={state}>
      <Trans
        t={t}
        i18nKey="engine:probe.line"
        values={{ result: probeResultText(t, language, value) }}
        components={{
          when: <Timestamp date={value.checked_at} now={now} locale={language} />,
          result: <ProbeResult data-state={state} />,
        }}
      />
    </span>
  );
}
