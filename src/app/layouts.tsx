// The console's page frame per route meta: 'vertical' (top bar + side menu) or 'hide-nav' (top bar only); the
// public pages ('full': sign-in, error pages) have their own, lighter frame (PublicLayout.tsx). The console frame also holds the chrome: the global progress bar,
// the services menu, the scope switcher, the command palette, the client layer's error banners and scroll-to-top.
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
import { watchForeground } from '../api/foreground';
import { useRouteMeta } from './guards';
import { LanguageMenu, SkinMenu } from './TopBarMenus';
import { UserMenu } from './UserMenu';
import { CompactAccountMenu } from './CompactAccountMenu';
import { ToastHost } from './Toasts';
import { DataProvider } from './DataProvider';
import { findArea, registeredAreas } from '../engine/registry';
import { paths } from './routeNames';
import { ApiHealthBanners } from './shell/ApiHealthBanners';
import { LoginAsBanner } from '../areas/auth/LoginAsBanner';
import { CommandMenu } from './shell/CommandMenu';
import { GlobalProgress } from './shell/GlobalProgress';
import { ScopeSwitcher } from './shell/ScopeSwitcher';
import { ServicesMenu } from './shell/ServicesMenu';
import { useAreaSideMenu } from './services/sideMenu';
import { useLayoutStrings } from './layoutStrings';

/** The side menu of the route's area (its meta names it; loaded with the route), else the first loaded area's; it
 *  follows the profile, so a project switch re-filters it. */
function AreaSideMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const meta = useRouteMeta();
  const area = (meta?.area ? findArea(meta.area) : undefined) ?? registeredAreas()[0];
  // Permissions, enabled services (a service that is off collapses to its getting-started page) and the
  // route's parameters (per-record items): src/app/specs/menus.md.
  // The current item follows the route table (the route's pattern), the location only where no item owns it.
  const { items, activeId } = useAreaSideMenu(area, meta?.name);
  if (!area) return null;
  return (
    <SideMenu
      items={items}
      activeId={activeId}
      activeHref={location.pathname}
      ariaLabel={t(area.menuLabelKey)}
    />
  );
}

/** Console frame; also keeps the access token fresh while signed in (the timer, and a tab that comes back). */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const strings = useLayoutStrings();
  const { signedIn } = useSession();
  useEffect(() => {
    if (!signedIn) return undefined;
    const schedule = startTokenRefresh(refreshTokens);
    const foreground = watchForeground();
    return () => {
      schedule.stop();
      foreground.stop();
    };
  }, [signedIn]);
  // A page without a frame of its own elsewhere (the 404 page when signed in) keeps the top bar here.
  const layout = meta?.layout === 'full' ? 'hide-nav' : (meta?.layout ?? 'vertical');
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
              navigation={<ServicesMenu />}
              start={<ScopeSwitcher />}
              end={<CommandMenu />}
              endWide={
                <>
                  <LanguageMenu />
                  <SkinMenu />
                  <UserMenu />
                </>
              }
              endCompact={<CompactAccountMenu />}
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
