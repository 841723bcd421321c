// Side menus derived from the registry. An area's menu references its resources' entries
// (`resourceMenuItem`), so a resource's href is written once (its list route); items of SPEC §2 without a
// route yet are declared without an href and stay hidden until their resource lands. Items the user may
// not open (route permission, an item's own permission) are hidden too (src/app/specs/menus.md).
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

/** Who is looking at the menu: what they may open. Without it every routed item shows. */
export interface SideMenuAccess {
  /** Whether the user may open this console path (its route's permission, action read). */
  canOpen?: (href: string) => boolean;
  /** Whether the user holds `<resource>:read` (an item's own `permission`). */
  canRead?: (resource: string) => boolean;
}

function itemVisible(item: AreaMenuItem, routePaths: readonly string[], access: SideMenuAccess): boolean {
  if (item.permission && access.canRead && !access.canRead(item.permission)) return false;
  if (!item.href) return false;
  if (item.external) return true;
  if (!isRouted(item.href, routePaths)) return false;
  return access.canOpen ? access.canOpen(item.href) : true;
}

/**
 * Translated DS SideMenu items: only items whose href is a route the user may open (or an external address),
 * and groups with a visible child. Beta items carry the "beta" tag; external ones open in a new tab.
 */
export function buildSideMenu(
  items: readonly AreaMenuItem[],
  routePaths: readonly string[],
  t: TFunction,
  access: SideMenuAccess = {},
): SideMenuItem[] {
  const out: SideMenuItem[] = [];
  for (const item of items) {
    if (item.permission && access.canRead && !access.canRead(item.permission)) continue;
    const children = item.items ? buildSideMenu(item.items, routePaths, t, access) : [];
    const tags = {
      ...(item.beta ? { badge: t('nav:beta') } : {}),
      ...(item.external ? { newTabHint: t('nav:opensInNewTab') } : {}),
    };
    if (children.length > 0) {
      out.push({ id: item.id, label: t(item.labelKey), items: children, ...tags });
    } else if (item.href && itemVisible(item, routePaths, access)) {
      out.push({ id: item.id, label: t(item.labelKey), href: item.href, ...tags });
    }
  }
  return out;
}
