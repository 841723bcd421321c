// The thin bar across the top while any request runs, fed by the client layer's loading events
// (src/api/loading.ts; the WAF client's end comes 500 ms after its response). It appears only after a short
// delay so that fast answers do not flicker it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@ds/ProgressBar';
import { useApiLoading } from '../../api/stateHooks';

/** Requests answered sooner than this never show the bar. */
export const progressShowDelayMs = 150;

export function GlobalProgress() {
  const { t } = useTranslation();
  const loading = useApiLoading();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setVisible(true), progressShowDelayMs);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [loading]);
  if (!loading || !visible) return null;
  return <ProgressBar variant="global" isIndeterminate label={t('shell:progress.loading')} />;
}
