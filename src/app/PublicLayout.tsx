// The frame of pages without a session (sign-in, error pages): no navigation, so none of the console chrome
// (top bar menus, side menu, scope switcher, command palette, toasts) — its own chunk, so /login loads only
// this and not src/app/layouts.tsx (scripts/lib/bundle-budget.mjs measures what /login loads).
import { Outlet } from 'react-router-dom';
import { AppLayout } from '@ds/AppLayout';
import { useRouteMeta } from './guards';
import { GlobalProgress } from './shell/GlobalProgress';
import { useLayoutStrings } from './layoutStrings';

/** Frame of pages without a session (sign-in, errors): no navigation. */
export function PublicLayout() {
  const meta = useRouteMeta();
  const strings = useLayoutStrings();
  return (
    <AppLayout layout={meta?.layout ?? 'full'} strings={strings}>
      <GlobalProgress />
      <Outlet />
    </AppLayout>
  );
}
