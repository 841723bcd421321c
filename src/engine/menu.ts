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

const paramPattern = /:([A-Za-z0-9_]+)/g;

/** An href pattern's parameters filled from the current route's (undefined when one is missing). */
function fillHref(
  href: string,
  params: Readonly<Record<string, string | undefined>> = {},
): string | undefined {
  let complete = true;
  const filled = href.replace(paramPattern, (_, name: string) => {
    const value = params[name];
    if (!value) complete = false;
    return encodeURIComponent(value ?? '');
  });
  return complete ? filled : undefined;
}

/** The first item (depth first) whose href is a route: where the area's name leads. */
export function firstRoutedHref(
  items: readonly AreaMenuItem[],
  routePaths: readonly string[],
): string | undefined {
  for (const item of items) {
    // A per-record item (/cdn/sites/:siteId/…) leads nowhere without its record.
    if (item.href && !item.href.includes(':') && isRouted(item.href, routePaths)) return item.href;
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
  /** The current route's parameters: they fill per-record hrefs (`/cdn/sites/:siteId/edge/basic`); an item
   *  whose parameter the current route lacks is hidden. */
  params?: Readonly<Record<string, string | undefined>>;
}

/** The href the item shows with, or undefined when it is hidden. */
function visibleHref(item: AreaMenuItem, routePaths: readonly string[], access: SideMenuAccess) {
  if (item.permission && access.canRead && !access.canRead(item.permission)) return undefined;
  if (!item.href) return undefined;
  if (item.external) return item.href;
  // The pattern must be a route (its `:param` segments match the route's); the filled path is what opens.
  if (!isRouted(item.href, routePaths)) return undefined;
  const href = fillHref(item.href, access.params);
  if (!href) return undefined;
  return !access.canOpen || access.canOpen(href) ? href : undefined;
}

/**
 * Translated DS SideMenu items: only items whose href is a route the user may open (or an external address),
 * and groups with a visible child. Per-record hrefs are filled from the current route's parameters. Beta items
 * carry the "beta" tag; external ones open in a new tab.
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
    const href = children.length > 0 ? undefined : visibleHref(item, routePaths, access);
    if (children.length > 0) {
      out.push({ id: item.id, label: t(item.labelKey), items: children, ...tags });
    } else if (href) {
      out.push({ id: item.id, label: t(item.labelKey), href, ...tags });
    }
  }
  return out;
}
