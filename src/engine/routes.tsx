// Routes derived from registry entries. Screens load lazily (route `lazy` / React.lazy), so neither they
// nor rjsf are part of the initial bundle.
import { Suspense, lazy, type ComponentType } from 'react';
import { redirect, useSearchParams, type RouteObject } from 'react-router-dom';
import { lazyChunk } from '../api/chunks';
import { deniedPageHref } from '../api/redirect';
import { notFoundPath } from './paths';
import { loadAreaSchemas } from './resourceSchemas';
import type {
  AnyResource,
  AreaDefinition,
  AreaPage,
  LazyScreen,
  PageModule,
  ResourcePermission,
  ResourceScreenProps,
} from './types';

/** Which layout a route renders in (SPEC §2: full, hide-nav or the default vertical). */
export type RouteLayout = 'vertical' | 'full' | 'hide-nav';

/** Route meta, carried in React Router's `handle`. */
export interface RouteMeta {
  /** Route name (e.g. "auth-login", "cdn-site-list"). */
  name: string;
  layout?: RouteLayout;
  /** Needed to open the route; absent → no check beyond the session. */
  permission?: ResourcePermission;
  /** The area whose side menu the route shows (resource routes). */
  area?: string;
  /** i18n key of the browser tab's title, for routes without a resource (resource screens name the tab
   *  through `useResourceBreadcrumbs`). */
  titleKey?: string;
}

export { notFoundPath };

export type ResourceScreen = 'list' | 'create' | 'edit' | 'detail';

export function routeName(resource: AnyResource, screen: ResourceScreen): string {
  return `${resource.area}-${resource.name}-${screen}`;
}

/** The screen of a page module, once the texts it names have loaded. */
async function screenOf<Screen>(module: PageModule<Screen>): Promise<Screen> {
  await Promise.all((module.texts ?? []).map((texts) => texts.load()));
  return module.default;
}

/** A React.lazy of a screen whose module may name texts of its own. */
const lazyScreen = (load: LazyScreen) => lazy(async () => ({ default: await screenOf(await load()) }));
type AllowedParams = Readonly<Record<string, readonly string[]>>;

/**
 * `load` is a route-chunk loader: the generic screens' below, an area's own `lazyChunk(() => import(…))`.
 * `editForm`: a detail route that also shows its record's edit form, in edit mode (see `editHref`).
 */
function routeComponent(
  resource: AnyResource,
  load: LazyScreen,
  editForm?: ComponentType<ResourceScreenProps>,
) {
  return async () => {
    const Screen = await screenOf(await load());
    if (!editForm) return { Component: () => <Screen resource={resource} /> };
    return {
      Component: function DetailOrEditForm() {
        const [search] = useSearchParams();
        return search.get(editModeParam) === 'edit' ? (
          <FormScreen resource={resource} form={editForm} />
        ) : (
          <Screen resource={resource} />
        );
      },
    };
  };
}

// Through the one route-chunk loader (SPEC §9: 120 s timeout, retry, reload on a replaced deployment).
const loadListPage = lazyChunk(() => import('./ResourceListPage'));
const loadDetailPage = lazyChunk(() => import('./ResourceDetailPage'));
// Create and edit share one module: the page reads `routes.edit.param` from the URL to pick its mode.
const LazyFormPage = lazy(lazyChunk(() => import('./ResourceFormPage')));

/** The value lists that constrain the parameters of one route pattern (SPEC §2/§5). */
export function paramConstraints(
  resource: AnyResource,
  path: string,
  extra: AllowedParams = {},
): AllowedParams {
  const used = new Set([...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]));
  const all = { ...resource.routeParams, ...extra };
  return Object.fromEntries(Object.entries(all).filter(([param]) => used.has(param)));
}

/** Whether every constrained parameter holds one of its allowed values. */
export function paramsAllowed(allowed: AllowedParams, params: Readonly<Record<string, string | undefined>>) {
  return Object.entries(allowed).every(([param, values]) => values.includes(params[param] ?? ''));
}

/**
 * A route loader sending a parameter outside its list to the 404 page before any screen chunk (or rjsf)
 * loads; routes without constraints get none.
 */
function paramCheck(allowed: AllowedParams): Pick<RouteObject, 'loader'> {
  if (Object.keys(allowed).length === 0) return {};
  return {
    loader: ({ params, request }) => {
      if (paramsAllowed(allowed, params)) return null;
      const url = new URL(request.url);
      return redirect(deniedPageHref(notFoundPath, `${url.pathname}${url.search}`));
    },
  };
}

/** The form page (create or edit), or an area's own replacement, inside a Suspense boundary. */
function FormScreen({
  resource,
  form: Form,
}: {
  resource: AnyResource;
  form: ComponentType<ResourceScreenProps>;
}) {
  return (
    <Suspense fallback={null}>
      <Form resource={resource} />
    </Suspense>
  );
}

function meta(resource: AnyResource, screen: ResourceScreen): RouteMeta {
  return {
    name: routeName(resource, screen),
    layout: 'vertical',
    permission: resource.permission,
    area: resource.area,
  };
}

/** The list, create, edit and detail routes of one resource (each only with its operation). */
export function resourceRoutes(resource: AnyResource): RouteObject[] {
  const routes: RouteObject[] = [];
  const { list, create, edit, detail } = resource.routes;
  const { operations, screens } = resource;
  if (list && operations.list) {
    routes.push({
      path: list,
      handle: meta(resource, 'list'),
      ...paramCheck(paramConstraints(resource, list)),
      lazy: routeComponent(resource, screens?.list ?? loadListPage),
    });
  }
  if (create && operations.create) {
    routes.push({
      path: create.path,
      handle: meta(resource, 'create'),
      ...paramCheck(paramConstraints(resource, create.path, create.allowedParams)),
      element: (
        <FormScreen resource={resource} form={screens?.create ? lazyScreen(screens.create) : LazyFormPage} />
      ),
    });
  }
  if (edit && operations.update) {
    routes.push({
      path: edit.path,
      handle: meta(resource, 'edit'),
      ...paramCheck(paramConstraints(resource, edit.path)),
      element: (
        <FormScreen resource={resource} form={screens?.edit ? lazyScreen(screens.edit) : LazyFormPage} />
      ),
    });
  }
  if (detail && operations.get) {
    const editForm = editsOnDetailPage(resource)
      ? screens?.edit
        ? lazyScreen(screens.edit)
        : LazyFormPage
      : undefined;
    routes.push({
      path: detail.path,
      handle: meta(resource, 'detail'),
      ...paramCheck(paramConstraints(resource, detail.path)),
      lazy: routeComponent(resource, screens?.detail ?? loadDetailPage, editForm),
    });
  }
  return routes;
}

/** The paths `resourceRoutes` registers for a resource, without building routes (cheap, for menus). */
export function resourcePaths(resource: AnyResource): string[] {
  const { routes, operations } = resource;
  const paths = [
    operations.list ? routes.list : undefined,
    operations.create ? routes.create?.path : undefined,
    operations.update ? routes.edit?.path : undefined,
    operations.get ? routes.detail?.path : undefined,
  ];
  return paths.filter((path): path is string => !!path);
}

/** Fill a route pattern's parameters ("/cdn/sites/:siteId" + {siteId} → "/cdn/sites/1"). */
export function fillPath(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Where the resource's records are listed (its list route, else `routes.listedAt`), filled from `params`. */
export function listHref(resource: AnyResource, params: Readonly<Record<string, string | undefined>>) {
  const list = resource.routes.list ?? resource.routes.listedAt;
  return list ? fillPath(list, params) : undefined;
}

/**
 * Where a record is edited: in the container its create form uses, so one resource is never added on a page
 * and edited in a drawer. A resource with an edit route (SPEC §2) edits there; one with a create page but no
 * edit route edits on its detail page (`?mode=edit`: the same full-page form, no route beyond SPEC); one
 * without a create page edits in a drawer (undefined here).
 */
export function editHref(
  resource: AnyResource,
  id: string,
  params: Readonly<Record<string, string | undefined>> = {},
) {
  const edit = resource.routes.edit;
  if (edit) return fillPath(edit.path, { ...params, [edit.param]: id });
  if (!editsOnDetailPage(resource)) return undefined;
  return `${detailHref(resource, id, params)}?${editModeParam}=edit`;
}

/** Query parameter of a detail page showing its record's edit form (see `editHref`). */
export const editModeParam = 'mode';

/** Whether the resource's edit form is a page at its detail route (a create page, no edit route). */
export function editsOnDetailPage(resource: AnyResource): boolean {
  const { routes, operations } = resource;
  return !routes.edit && !!routes.create && !!routes.detail && !!operations.update;
}

/** The record id a form page edits: its edit route's parameter, or the detail's in edit mode; else none. */
export function editedId(
  resource: AnyResource,
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): string | undefined {
  const { edit, detail } = resource.routes;
  if (edit) return params[edit.param];
  if (detail && editsOnDetailPage(resource) && search.get(editModeParam) === 'edit')
    return params[detail.param];
  return undefined;
}

/** Query parameter of a create route naming the record whose values prefill the form ("Duplicate"). */
export const duplicateParam = 'duplicate';

/** The create href that prefills the form from one record (only when the resource has a create route). */
export function duplicateHref(
  resource: AnyResource,
  id: string,
  params: Readonly<Record<string, string | undefined>> = {},
  record?: Record<string, unknown>,
) {
  const create = resource.routes.create;
  if (!create) return undefined;
  const base = record && create.hrefFor ? create.hrefFor(record) : create.defaultHref;
  return `${fillPath(base, params)}?${duplicateParam}=${encodeURIComponent(id)}`;
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

/** The route of one of an area's own screens (see `AreaDefinition.pages`). */
export function areaPageRoute(area: AreaDefinition, page: AreaPage): RouteObject {
  return {
    path: page.path,
    handle: {
      name: page.name,
      layout: page.layout ?? 'vertical',
      permission: page.permission,
      area: area.id,
      titleKey: page.titleKey,
    } satisfies RouteMeta,
    ...paramCheck(page.allowedParams ?? {}),
    lazy: async () => ({ Component: await screenOf(await page.load()) }),
  };
}

/**
 * The route with its area's schemas loaded before it renders (after its parameter check), in parallel with its
 * screen's chunk: a page never renders without the schemas it reads, and none are in the console frame.
 */
export function withAreaSchemas(area: AreaDefinition, route: RouteObject): RouteObject {
  const check = route.loader;
  return {
    ...route,
    loader: async (args) => {
      const answer: unknown = typeof check === 'function' ? await check(args) : null;
      if (answer) return answer;
      await loadAreaSchemas(area);
      return null;
    },
  } as RouteObject;
}

/** Every console route of an area: its resources' screens, then its own pages. */
export function areaRoutes(area: AreaDefinition): RouteObject[] {
  return [
    ...area.resources.flatMap(resourceRoutes),
    ...(area.pages ?? []).map((page) => areaPageRoute(area, page)),
  ].map((route) => withAreaSchemas(area, route));
}
