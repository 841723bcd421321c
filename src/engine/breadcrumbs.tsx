// Breadcrumbs and the document title, derived from the registry: area › (parent list › parent record)… ›
// list › current. A parent's crumb shows the parent record's title once loaded (its id until then), read
// through the same swr key as the parent's detail page, so visiting from there costs no request.
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Breadcrumbs, type BreadcrumbItem } from '@ds/Breadcrumbs';
import { findArea, findResource, registeredAreas } from './registry';
import { firstRoutedHref } from './menu';
import { fillPath, listHref, resourcePaths } from './routes';
import { paramsOf, RecordTitle } from './RecordTitle';
import type { AnyResource } from './types';

export interface BreadcrumbOptions {
  /** The current page's own crumb (a record's title, "Add site"); absent on the list page itself. */
  current?: string;
}

type Params = Readonly<Record<string, string | undefined>>;

/** Every registered route path (to find where an area's name leads). */
function registeredPaths(): string[] {
  return registeredAreas().flatMap((area) => area.resources.flatMap(resourcePaths));
}

/** The crumbs of the parent chain, outermost first: each parent's list, then its record. */
function parentCrumbs(resource: AnyResource, params: Params, t: TFunction, depth = 0): BreadcrumbItem[] {
  const link = resource.parent;
  const parent = link ? findResource(link.resource) : undefined;
  if (!link || !parent || depth > 5) return [];
  const id = params[link.param];
  const crumbs = parentCrumbs(parent, params, t, depth + 1);
  if (parent.routes.list) {
    crumbs.push({
      id: `list:${parent.name}`,
      label: t(`resources:${parent.name}.plural`),
      href: fillPath(parent.routes.list, params),
    });
  }
  const detail = parent.routes.detail;
  if (id && detail) {
    const detailParams = paramsOf(detail.path, { ...params, [detail.param]: id });
    crumbs.push({
      id: `record:${parent.name}`,
      label: <RecordTitle resource={parent} id={id} params={detailParams} />,
      href: fillPath(detail.path, detailParams),
    });
  }
  return crumbs;
}

/** The trail of a resource screen (pure: the hook below adds the router's parameters and i18n). */
export function breadcrumbTrail(
  resource: AnyResource,
  params: Params,
  t: TFunction,
  { current }: BreadcrumbOptions = {},
): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [];
  const area = findArea(resource.area);
  if (area) {
    items.push({
      id: `area:${area.id}`,
      label: t(area.menuLabelKey),
      href: firstRoutedHref(area.menu, registeredPaths()),
    });
  }
  items.push(...parentCrumbs(resource, params, t));
  items.push({
    id: `list:${resource.name}`,
    label: t(`resources:${resource.name}.plural`),
    href: listHref(resource, params),
  });
  if (current !== undefined) items.push({ id: 'current', label: current });
  return items;
}

/** "<current or list> · <area> · <brand>": the tab names the page, most specific first. */
export function documentTitle(resource: AnyResource, t: TFunction, { current }: BreadcrumbOptions = {}) {
  const area = findArea(resource.area);
  return [
    current ?? t(`resources:${resource.name}.plural`),
    area ? t(area.menuLabelKey) : undefined,
    t('common:brand'),
  ]
    .filter((part): part is string => !!part)
    .join(' · ');
}

/** PageHeader's `breadcrumbs` for a resource screen; also names the browser tab after the page. */
export function useResourceBreadcrumbs(resource: AnyResource, options: BreadcrumbOptions = {}): ReactNode {
  const { t } = useTranslation();
  const params = useParams();
  const { current } = options;
  const title = documentTitle(resource, t, { current });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Breadcrumbs
      aria-label={t('common:breadcrumbs')}
      items={breadcrumbTrail(resource, params, t, { current })}
    />
  );
}

/**
 * PageHeader's `breadcrumbs` for an area page about one record (a site's settings, its analytics): area ›
 * the record's list › the record › `current`. Also names the browser tab after the page.
 */
export function useRecordPageBreadcrumbs(parent: AnyResource, param: string, current: string): ReactNode {
  const { t } = useTranslation();
  const params = useParams();
  const area = findArea(parent.area);
  const title = [current, area ? t(area.menuLabelKey) : undefined, t('common:brand')]
    .filter((part): part is string => !!part)
    .join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const items: BreadcrumbItem[] = [];
  if (area) {
    items.push({
      id: `area:${area.id}`,
      label: t(area.menuLabelKey),
      href: firstRoutedHref(area.menu, registeredPaths()),
    });
  }
  // The page sits below the record as a child resource's screen would.
  const asChild = { parent: { resource: parent.name, param } } as AnyResource;
  items.push(...parentCrumbs(asChild, params, t), { id: 'current', label: current });
  return <Breadcrumbs aria-label={t('common:breadcrumbs')} items={items} />;
}
