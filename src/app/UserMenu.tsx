// The console's account menu in the top bar: the person's own pages (once their routes exist) and sign-out.
// Apart from the language and skin menus (TopBarMenus.tsx): it reads the console's route table, which the
// sign-in pages do not load.
import { useTranslation } from 'react-i18next';
import { matchPath, useNavigate } from 'react-router-dom';
import { MenuButton } from '@ds/MenuButton';
import { useSession } from '../api/hooks';
import { consoleRoutePaths } from './consoleRoutes';
import { accountPaths } from './shell/accountPaths';
import { useSignOut } from './shell/useSignOut';

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
