// SPEC §1 / §9: most updates take effect after about 15 minutes, global ones after up to 2 hours. Shown
// where changes are saved (the engine's form pages) and under the success toast of a save.
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';

/** Minutes until most updates reach the edge (SPEC §9). */
export const propagationMinutes = 15;
/** Hours until a global update has reached everywhere (SPEC §9). */
export const globalPropagationHours = 2;

export function PropagationNotice() {
  const { t } = useTranslation();
  return (
    <Alert tone="info" toneLabel={t('common:tones.info')} data-testid="propagation-notice">
      {t('shell:propagation.notice', { minutes: propagationMinutes, hours: globalPropagationHours })}
    </Alert>
  );
}
