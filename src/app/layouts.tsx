// The page frame per route meta: 'full' (sign-in, error pages), 'vertical' (top bar + side menu, the
// console) or 'hide-nav' (top bar only).
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppLayout } from '@ds/AppLayout';
import { Link } from '@ds/Link';
import { SideMenu } from '@ds/SideMenu';
import { TopBar } from '@ds/TopBar';
import { useSession } from '../api/hooks';
import { refreshTokens } from '../api/auth';
import { startTokenRefresh } from '../api/refresh';
import { buildSideMenu } from '../engine/menu';
import { useRouteMeta } from './guards';
import { LanguageMenu, SkinMenu, UserMenu } from './TopBarMenus';
import { ToastHost } from './Toasts';
import { areas } from './areas';
import { consoleRoutePaths } from './consoleRoutes';
import { paths } from './routeNames';

function useLayoutStrings() {
  const { t } = useTranslation();
  return {
    skipToContent: t('common:layout.skipToContent'),
    openMenu: t('common:layout.openMenu'),
    closeMenu: t('common:layout.closeMenu'),
    menu: t('common:layout.menu'),
  };
}

/** The side menu of the route's area (its meta names it), else the first area's. */
function AreaSideMenu() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const meta = useRouteMeta();
  const area = areas.find((a) => a.id === meta?.area) ?? areas[0];
  const items = useMemo(
    () => (area ? buildSideMenu(area.menu, consoleRoutePaths(), t) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [area, t, i18n.language],
  );
  if (!area) return null;
  return <SideMenu items={items} activeHref={location.pathname} ariaLabel={t(area.menuLabelKey)} />;
}

/** Console frame; also runs the token refresh while signed in. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const strings = useLayoutStrings();
  const { signedIn } = useSession();
  useEffect(() => {
    if (!signedIn) return undefined;
    const schedule = startTokenRefresh(refreshTokens);
    return () => schedule.stop();
  }, [signedIn]);
  const layout = meta?.layout ?? 'vertical';
  return (
    <ToastHost>
      <AppLayout
        layout={layout}
        strings={strings}
        topBar={
          <TopBar
            brand={
              <Link href={paths.home} variant="standalone">
                {t('common:brand')}
              </Link>
            }
            end={
              <>
                <LanguageMenu />
                <SkinMenu />
                <UserMenu />
              </>
            }
          />
        }
        sideMenu={layout === 'vertical' ? <AreaSideMenu /> : undefined}
      >
        <Outlet />
      </AppLayout>
    </ToastHost>
  );
}

/** Frame of pages without a session (sign-in, errors): no navigation. */
export function PublicLayout() {
  const meta = useRouteMeta();
  const strings = useLayoutStrings();
  return (
    <AppLayout layout={meta?.layout ?? 'full'} strings={strings}>
      <Outlet />
    </AppLayout>
  );
}
