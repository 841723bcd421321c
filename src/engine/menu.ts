// Side menus derived from the registry. An area's menu references its resources' entries
// (`resourceMenuItem`), so a resource's href is written once (its list route); items of SPEC §2 without a
// route yet are declared without an href and stay hidden until their resource lands. Items the user may
// not open (route permission, an item's own permission) are hidden too (src/app/specs/menus.md).
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
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

/** Whether the console path (or path pattern) matches one of the route patterns. */
export function isRouted(href: string, routePaths: readonly string[]): boolean {
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
  /** The heading of a record's section: the record's title (its id until loaded). Without it, the id. */
  sectionHeading?: (section: NonNullable<AreaMenuItem['section']>, id: string) => ReactNode;
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
    if (item.section) {
      const section = sideMenuSection(item, item.section, routePaths, t, access);
      if (section) out.push(section);
      continue;
    }
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

/** A record's section: shown where the route names the record, with at least one item the user may open. */
function sideMenuSection(
  item: AreaMenuItem,
  section: NonNullable<AreaMenuItem['section']>,
  routePaths: readonly string[],
  t: TFunction,
  access: SideMenuAccess,
): SideMenuItem | undefined {
  const id = access.params?.[section.param];
  if (!id) return undefined;
  const children = buildSideMenu(item.items ?? [], routePaths, t, access);
  if (children.length === 0) return undefined;
  const overline = t(item.labelKey);
  return {
    id: item.id,
    label: overline,
    items: children,
    section: { overline, heading: access.sectionHeading ? access.sectionHeading(section, id) : id },
  };
}

/** Whether `pattern` is `owner` or lies under it, segment by segment (`:param` segments compared by name). */
function ownsPattern(owner: string, pattern: string): boolean {
  const a = owner.split('/').filter(Boolean);
  const b = pattern.split('/').filter(Boolean);
  return a.length <= b.length && a.every((segment, index) => segment === b[index]);
}

/**
 * The menu item that stands for the current route: the one owning the longest prefix of the route's pattern
 * (its `owns`, else its href; an href that is an instance of the pattern owns it whole), so every page of the
 * route table marks its place — a cache rule's edit page marks "Cache", not "Sites". Undefined when no item
 * owns the route.
 */
export function currentMenuItemId(
  items: readonly AreaMenuItem[],
  routePattern: string | undefined,
): string | undefined {
  if (!routePattern) return undefined;
  let best: { id: string; length: number } | undefined;
  const walk = (list: readonly AreaMenuItem[]) => {
    for (const item of list) {
      if (item.items?.length) walk(item.items);
      if (!item.href || item.external || item.items?.length) continue;
      // Its own route: the href is an instance of the pattern (a tab such as /cdn/analytics/basic of
      // /cdn/analytics/:feature) or the pattern itself.
      const candidates = matchPath({ path: routePattern, end: true }, item.href)
        ? [routePattern, ...(item.owns ?? [])]
        : (item.owns ?? [item.href]);
      for (const owner of candidates) {
        const length = owner.split('/').filter(Boolean).length;
        if (ownsPattern(owner, routePattern) && (!best || length > best.length))
          best = { id: item.id, length };
      }
    }
  };
  walk(items);
  return best?.id;
}
