// The top bar's menus: language, skin, and the user's account (profile, access tokens, sign out).
import { useTranslation } from 'react-i18next';
import { matchPath, useNavigate } from 'react-router-dom';
import { MenuButton } from '@ds/MenuButton';
import { useSession } from '../api/hooks';
import { consoleRoutePaths } from './consoleRoutes';
import { isSupportedLanguage, supportedLanguages, switchLanguage } from './i18n';
import { setSkin, skinChoices, useSkinChoice, type SkinChoice } from './preferences';
import { accountPaths } from './shell/accountPaths';
import { useSignOut } from './shell/useSignOut';

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

/** The account menu: the person's own pages (once their routes exist) and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { profile } = useSession();
  if (!profile) return null;
  const routePaths = consoleRoutePaths();
  const pages = [
    { id: 'profile', href: accountPaths.profile, label: t('shell:user.profile') },
    { id: 'access-tokens', href: accountPaths.accessTokens, label: t('shell:user.accessTokens') },
  ].filter((page) => routePaths.some((path) => matchPath({ path, end: true }, page.href)));
  return (
    <MenuButton
      label={t('common:topBar.account')}
      variant="quiet"
      items={[
        ...pages.map(({ id, label }) => ({ id, label })),
        { id: 'sign-out', label: t('common:topBar.signOut') },
      ]}
      onAction={(id) => {
        const page = pages.find((p) => p.id === id);
        if (page) void navigate(page.href);
        else if (id === 'sign-out') void signOut();
      }}
    >
      {profile.full_name || profile.username}
    </MenuButton>
  );
}
