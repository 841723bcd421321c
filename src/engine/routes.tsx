// Routes derived from registry entries. Screens load lazily (route `lazy` / React.lazy), so neither they
// nor rjsf are part of the initial bundle.
import { Suspense, lazy, type ComponentType } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { lazyChunk } from '../api/chunks';
import type { AnyResource, LazyScreen, ResourcePermission, ResourceScreenProps } from './types';

/** Which layout a route renders in (SPEC §2: full, hide-nav or the default vertical). */
export type RouteLayout = 'vertical' | 'full' | 'hide-nav';

/** Route meta, carried in React Router's `handle`. */
export interface RouteMeta {
  /** Route name (e.g. "auth-login", "cdn-site-list"). */
  name: string;
  layout?: RouteLayout;
  /** Needed to open the route; absent → no check beyond the session. */
  permission?: ResourcePermission;
}

export const notFoundPath = '/error-404';

export function routeName(resource: AnyResource, screen: 'list' | 'create' | 'detail'): string {
  return `${resource.area}-${resource.name}-${screen}`;
}

type ScreenModule = { default: ComponentType<ResourceScreenProps> };

/** `load` is a route-chunk loader: the generic screens' below, an area's own `lazyChunk(() => import(…))`. */
function routeComponent(resource: AnyResource, load: LazyScreen) {
  return async () => {
    const module: ScreenModule = await load();
    const Screen = module.default;
    return { Component: () => <Screen resource={resource} /> };
  };
}

// Through the one route-chunk loader (SPEC §9: 120 s timeout, retry, reload on a replaced deployment).
const loadListPage = lazyChunk(() => import('./ResourceListPage'));
const loadDetailPage = lazyChunk(() => import('./ResourceDetailPage'));
const LazyFormPage = lazy(lazyChunk(() => import('./ResourceFormPage')));

/** Checks the create route's parameters (SPEC §5) before the form (and rjsf) load. */
function CreateScreen({
  resource,
  form: Form,
}: {
  resource: AnyResource;
  form: ComponentType<ResourceScreenProps>;
}) {
  const params = useParams();
  const allowed = resource.routes.create?.allowedParams ?? {};
  const valid = Object.entries(allowed).every(([param, values]) => values.includes(params[param] ?? ''));
  if (!valid) return <Navigate to={notFoundPath} replace />;
  return (
    <Suspense fallback={null}>
      <Form resource={resource} />
    </Suspense>
  );
}

/** The list, create and detail routes of one resource. */
export function resourceRoutes(resource: AnyResource): RouteObject[] {
  const routes: RouteObject[] = [];
  const { list, create, detail } = resource.routes;
  const permission = resource.permission;
  if (list && resource.operations.list) {
    routes.push({
      path: list,
      handle: { name: routeName(resource, 'list'), layout: 'vertical', permission } satisfies RouteMeta,
      lazy: routeComponent(resource, resource.screens?.list ?? loadListPage),
    });
  }
  if (create && resource.operations.create) {
    routes.push({
      path: create.path,
      handle: { name: routeName(resource, 'create'), layout: 'vertical', permission } satisfies RouteMeta,
      element: (
        <CreateScreen
          resource={resource}
          form={resource.screens?.create ? lazy(resource.screens.create) : LazyFormPage}
        />
      ),
    });
  }
  if (detail && resource.operations.get) {
    routes.push({
      path: detail.path,
      handle: { name: routeName(resource, 'detail'), layout: 'vertical', permission } satisfies RouteMeta,
      lazy: routeComponent(resource, resource.screens?.detail ?? loadDetailPage),
    });
  }
  return routes;
}

/** Fill a route pattern's parameters ("/cdn/sites/:siteId" + {siteId} → "/cdn/sites/1"). */
export function fillPath(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The detail href of one record. */
export function detailHref(
  resource: AnyResource,
  id: string,
  params: Readonly<Record<string, string | undefined>> = {},
) {
  const detail = resource.routes.detail;
  return detail ? fillPath(detail.path, { ...params, [detail.param]: id }) : undefined;
}
