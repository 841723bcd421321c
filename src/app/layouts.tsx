// The console's page frame per route meta: 'vertical' (top bar + side menu) or 'hide-nav' (top bar only); the
// public pages ('full': sign-in, error pages) have their own, lighter frame (PublicLayout.tsx). The console frame also holds the chrome: the global progress bar,
// the scope switcher, the command palette, the client layer's error banners and scroll-to-top.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppLayout } from '@ds/AppLayout';
import { Link } from '@ds/Link';
import { ScrollToTop } from '@ds/ScrollToTop';
import { SideMenu } from '@ds/SideMenu';
import { TopBar } from '@ds/TopBar';
import { useSession } from '../api/hooks';
import { refreshTokens } from '../api/auth';
import { startTokenRefresh } from '../api/refresh';
import { useRouteMeta } from './guards';
import { LanguageMenu, SkinMenu } from './TopBarMenus';
import { UserMenu } from './UserMenu';
import { ToastHost } from './Toasts';
import { DataProvider } from './DataProvider';
import { areas } from './areas';
import { paths } from './routeNames';
import { ApiHealthBanners } from './shell/ApiHealthBanners';
import { LoginAsBanner } from '../areas/auth/LoginAsBanner';
import { CommandMenu } from './shell/CommandMenu';
import { GlobalProgress } from './shell/GlobalProgress';
import { ScopeSwitcher } from './shell/ScopeSwitcher';
import { useAreaSideMenu } from './services/sideMenu';
import { useLayoutStrings } from './layoutStrings';

/** The side menu of the route's area (its meta names it), else the first area's; it follows the profile, so
 *  a project switch re-filters it. */
function AreaSideMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const meta = useRouteMeta();
  const area = areas.find((a) => a.id === meta?.area) ?? areas[0];
  // Permissions, enabled services (a service that is off collapses to its getting-started page) and the
  // route's parameters (per-record items): src/app/specs/menus.md.
  const items = useAreaSideMenu(area);
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
    <DataProvider>
      <ToastHost>
        <GlobalProgress />
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
              start={<ScopeSwitcher />}
              end={
                <>
                  <CommandMenu />
                  <LanguageMenu />
                  <SkinMenu />
                  <UserMenu />
                </>
              }
            />
          }
          sideMenu={layout === 'vertical' ? <AreaSideMenu /> : undefined}
        >
          <LoginAsBanner />
          <ApiHealthBanners />
          <Outlet />
          <ScrollToTop label={t('shell:scrollToTop')} />
        </AppLayout>
      </ToastHost>
    </DataProvider>
  );
}

// The public frame has its own chunk (src/app/PublicLayout.tsx); re-exported for the stories.
export { PublicLayout } from './PublicLayout';
