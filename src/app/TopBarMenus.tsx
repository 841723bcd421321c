// The top bar's menus: language, skin, and the user's account (sign out).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MenuButton } from '@ds/MenuButton';
import { signOut } from '../api/auth';
import { useSession } from '../api/hooks';
import { isSupportedLanguage, supportedLanguages, switchLanguage } from './i18n';
import { setSkin, skinChoices, useSkinChoice, type SkinChoice } from './preferences';
import { paths } from './routeNames';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = supportedLanguages.find((l) => l.code === i18n.resolvedLanguage) ?? supportedLanguages[0];
  return (
    <MenuButton
      label={t('common:topBar.language')}
      variant="quiet"
      items={supportedLanguages.map((l) => ({ id: l.code, label: l.label }))}
      selectedId={current.code}
      onAction={(id) => {
        if (isSupportedLanguage(id)) void switchLanguage(i18n, id);
      }}
    >
      {current.label}
    </MenuButton>
  );
}

export function SkinMenu() {
  const { t } = useTranslation();
  const skin = useSkinChoice();
  return (
    <MenuButton
      label={t('common:topBar.theme')}
      variant="quiet"
      items={skinChoices.map((id) => ({ id, label: t(`common:theme.${id}`) }))}
      selectedId={skin}
      onAction={(id) => setSkin(id as SkinChoice)}
    >
      {t(`common:theme.${skin}`)}
    </MenuButton>
  );
}

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useSession();
  if (!profile) return null;
  return (
    <MenuButton
      label={t('common:topBar.account')}
      variant="quiet"
      items={[{ id: 'sign-out', label: t('common:topBar.signOut') }]}
      onAction={(id) => {
        if (id === 'sign-out') {
          void signOut().then(() => navigate(paths.login, { replace: true }));
        }
      }}
    >
      {profile.full_name || profile.username}
    </MenuButton>
  );
}
