// The console's account menu in the top bar: the person's own pages (once their routes exist) and sign-out.
// Apart from the language and skin menus (TopBarMenus.tsx): it reads the console's area index, which the sign-in
// pages do not load.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MenuButton } from '@ds/MenuButton';
import { useSession } from '../api/hooks';
import { areasFor } from './areaIndex';
import { accountPaths } from './shell/accountPaths';
import { useSignOut } from './shell/useSignOut';

/**
 * The person's own pages whose area is in the console (tests/unit/area-index.test.ts: each is a route of it), and
 * what choosing an account item does (sign-out included).
 */
export function useAccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const pages = [
    { id: 'profile', href: accountPaths.profile, label: t('shell:user.profile') },
    { id: 'access-tokens', href: accountPaths.accessTokens, label: t('shell:user.accessTokens') },
  ].filter((page) => areasFor(page.href).length > 0);
  const items = [
    ...pages.map(({ id, label }) => ({ id, label })),
    { id: 'sign-out', label: t('common:topBar.signOut') },
  ];
  /** Whether `id` was an account item (and was acted on). */
  const act = (id: string): boolean => {
    const page = pages.find((p) => p.id === id);
    if (page) void navigate(page.href);
    else if (id === 'sign-out') void signOut();
    else return false;
    return true;
  };
  return { items, act };
}

/** The account menu: the person's own pages (once their routes exist) and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const account = useAccountMenu();
  if (!profile) return null;
  return (
    <MenuButton
      label={t('common:topBar.account')}
      variant="quiet"
      items={account.items}
      onAction={(id) => void account.act(id)}
    >
      {profile.full_name || profile.username}
    </MenuButton>
  );
}
