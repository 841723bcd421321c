// Side menus derived from the registry. An area's menu references its resources' entries
// (`resourceMenuItem`), so a resource's href is written once (its list route); items of SPEC §2 without a
// route yet are declared without an href and stay hidden until their resource lands.
import type { TFunction } from 'i18next';
import { matchPath } from 'react-router-dom';
import type { SideMenuItem } from '@ds/SideMenu';
import type { AnyResource, AreaMenuItem } from './types';

/** The side-menu item of a registry entry: its `menu` id and label, leading to its list route. */
export function resourceMenuItem(resource: AnyResource): AreaMenuItem {
  const menu = resource.menu;
  if (!menu) throw new Error(`Resource "${resource.name}" declares no menu item.`);
  const href = menu.href ?? (resource.operations.list ? resource.routes.list : undefined);
  return href ? { id: menu.id, labelKey: menu.labelKey, href } : { id: menu.id, labelKey: menu.labelKey };
}

function isRouted(href: string, routePaths: readonly string[]): boolean {
  return routePaths.some((path) => matchPath({ path, end: true }, href));
}

/** The first item (depth first) whose href is a route: where the area's name leads. */
export function firstRoutedHref(
  items: readonly AreaMenuItem[],
  routePaths: readonly string[],
): string | undefined {
  for (const item of items) {
    if (item.href && isRouted(item.href, routePaths)) return item.href;
    const nested = item.items ? firstRoutedHref(item.items, routePaths) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

/** Translated DS SideMenu items: only items whose href is a route, and groups with a visible child. */
export function buildSideMenu(
  items: readonly AreaMenuItem[],
  routePaths: readonly string[],
  t: TFunction,
): SideMenuItem[] {
  const out: SideMenuItem[] = [];
  for (const item of items) {
    const children = item.items ? buildSideMenu(item.items, routePaths, t) : [];
    if (children.length > 0) {
      out.push({ id: item.id, label: t(item.labelKey), items: children });
    } else if (item.href && isRouted(item.href, routePaths)) {
      out.push({ id: item.id, label: t(item.labelKey), href: item.href });
    }
  }
  return out;
}
