// A record's title where a page names a record it is not showing (a breadcrumb, a side-menu section): read
// through the same swr key as the record's detail page, so visiting from there costs no request.
import { useApiItem } from '../api/hooks';
import type { AnyResource, RouteParams, Versioned } from './types';
import { useUiLoaded } from './useUiLoaded';

type Params = Readonly<Record<string, string | undefined>>;

/** The parameters a route pattern uses, picked from `params` (the detail page's own swr key uses those). */
export function paramsOf(pattern: string, params: Params): RouteParams {
  const names = [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
  return Object.fromEntries(names.map((name) => [name, params[name]]));
}

/** A record's title, loaded through its `get` operation; the id while loading or on failure. */
export function RecordTitle({
  resource,
  id,
  params,
}: {
  resource: AnyResource;
  id: string;
  params: RouteParams;
}) {
  const get = resource.operations.get;
  const item = useApiItem<Versioned<Record<string, unknown>>>(
    get ? [resource.name, 'item', params, id] : null,
    () => get!(id, { params }),
  );
  const uiReady = useUiLoaded(resource);
  const title = uiReady ? item.data?.record[resource.ui.detail.titleField] : undefined;
  return <>{title === undefined || title === null || title === '' ? id : String(title)}</>;
}

/** The title of the record of `resource` whose id the route carries (detail parameters filled from `params`). */
export function RouteRecordTitle({
  resource,
  id,
  params,
}: {
  resource: AnyResource;
  id: string;
  params: Params;
}) {
  const detail = resource.routes.detail;
  const detailParams = detail ? paramsOf(detail.path, { ...params, [detail.param]: id }) : {};
  return <RecordTitle resource={resource} id={id} params={detailParams} />;
}
