// An area's side menu for the signed-in user (src/app/specs/menus.md): items they may open only (route
// permission, action read, and an item's own permission), and for a service the tenant has not enabled,
// its getting-started page alone.
import { createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useParams } from 'react-router-dom';
import type { SideMenuItem } from '@ds/SideMenu';
import { useSession } from '../../api/hooks';
import { hasPermission, type Profile } from '../../api/session';
import { buildSideMenu, currentMenuItemId, type SideMenuAccess } from '../../engine/menu';
import { findResource } from '../../engine/registry';
import { RouteRecordTitle } from '../../engine/RecordTitle';
import type { AreaDefinition, AreaMenuItem } from '../../engine/types';
import { loadedRouteMetas, loadedRoutePaths } from '../loadedRoutes';
import { isServiceEnabled, serviceOfArea } from './catalogue';

/** The area's menu items, collapsed to the getting-started page while its service is not enabled. */
export function areaMenuItems(area: AreaDefinition, profile: Profile | null): AreaMenuItem[] {
  const service = serviceOfArea(area.id);
  if (!service || isServiceEnabled(profile, service)) return area.menu;
  return [
    {
      id: `${area.id}-getting-started`,
      labelKey: 'services:gettingStarted.menu',
      href: service.gettingStartedPath,
    },
  ];
}

/** What the user may open: a path's route permission (read), an item's own permission. */
export function menuAccess(
  profile: Profile | null,
  params: Readonly<Record<string, string | undefined>> = {},
): SideMenuAccess {
  const routes = loadedRouteMetas();
  return {
    params,
    sectionHeading: (section, id) => {
      const resource = findResource(section.resource);
      return resource ? createElement(RouteRecordTitle, { resource, id, params }) : id;
    },
    canRead: (resource) => hasPermission(profile, resource, 'read'),
    canOpen: (href) => {
      const route = routes.find(({ path }) => matchPath({ path, end: true }, href));
      const permission = route?.meta.permission;
      return !permission || hasPermission(profile, permission.resource, 'read');
    },
  };
}

/** The translated side menu of an area for the current session (re-filtered when the profile changes), and the
 *  item standing for the current route (`routeName`: its meta's name) in it. */
export function useAreaSideMenu(
  area: AreaDefinition | undefined,
  routeName?: string,
): { items: SideMenuItem[]; activeId: string | undefined } {
  const { t, i18n } = useTranslation();
  const { profile } = useSession();
  const params = useParams();
  // One key for the parameters, so a new object with the same values keeps the menu.
  const paramsKey = JSON.stringify(params);
  return useMemo(() => {
    if (!area) return { items: [], activeId: undefined };
    const menu = areaMenuItems(area, profile);
    const pattern = loadedRouteMetas().find((route) => route.meta.name === routeName)?.path;
    return {
      items: buildSideMenu(menu, loadedRoutePaths(), t, menuAccess(profile, params)),
      activeId: currentMenuItemId(menu, pattern),
    };
    // i18n.language: a language switch re-translates even where `t` keeps its identity.
  }, [area, profile, t, i18n.language, paramsKey, routeName]);
}
