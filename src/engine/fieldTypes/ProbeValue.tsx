// A health check's last answer (`x-kind: "probe"`): when it was made, relative, with the absolute time in the
// Timestamp's tooltip, then what came back — "200 in 35 ms", or why nothing did ("Connection refused").
// It loads with the first probe shown (react-i18next's Trans, which places the time and the answer in the
// sentence of each language, is needed by no other field).
import { Trans, useTranslation } from 'react-i18next';
import { Timestamp } from '@ds/Timestamp';
import { useNow } from './clock';
import { probeResultText, type ProbeAnswer } from './probeAnswer';
import { ProbeResult } from './ProbeValue.styles';

export default function ProbeValue({ value, language }: { value: ProbeAnswer; language: string }) {
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
