// Development mode turns itself off three hours after it was turned on (Cloudflare's behaviour): while it is
// on, say when; the server reads it as off once that time has passed.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../engine/format';
import type { Site } from '../resources';
import { SettingDescription } from './edge.styles';

export function DevelopmentModeNote({ site }: { site: Site }) {
  const { t, i18n } = useTranslation('cdn');
  const until = site.development_mode_expires_at;
  if (site.edge_settings?.development_mode !== 'active') {
    return <SettingDescription>{t('edge.settings.development_mode.offNote')}</SettingDescription>;
  }
  return (
    <SettingDescription data-testid="development-mode-until">
      {until
        ? t('edge.settings.development_mode.until', { time: formatDateTime(until, i18n.language) })
        : t('edge.settings.development_mode.onNote')}
    </SettingDescription>
  );
}
