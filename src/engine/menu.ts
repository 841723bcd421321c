// Side-menu data of an area → the design system's SideMenu items: translated, and only the items whose
// href is a registered console route (the rest of SPEC §2's menu appears as its routes land).
import type { TFunction } from 'i18next';
import { matchPath } from 'react-router-dom';
import type { SideMenuItem } from '@ds/SideMenu';
import type { AreaMenuItem } from './types';

export function buildSideMenu(
  items: AreaMenuItem[],
  routePaths: readonly string[],
  t: TFunction,
): SideMenuItem[] {
  const routed = (href: string) => routePaths.some((path) => matchPath({ path, end: true }, href));
  const out: SideMenuItem[] = [];
  for (const item of items) {
    const children = item.items ? buildSideMenu(item.items, routePaths, t) : [];
    if (children.length > 0) {
      out.push({ id: item.id, label: t(item.labelKey), items: children });
    } else if (item.href && routed(item.href)) {
      out.push({ id: item.id, label: t(item.labelKey), href: item.href });
    }
  }
  return out;
}
