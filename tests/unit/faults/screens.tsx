// The screens the engine-level fault suite opens, enumerated from the route table rather than listed: every
// registered resource's list, detail and edit form (an edit page, or the drawer its detail page opens), and every
// other console route (the areas' own pages, getting-started pages). Plus what rendering them needs: a record
// made from the resource's schema, a fake backend that answers it through the backend's envelope (or a
// fault), and the app's providers around a console-like shell.
import { useEffect } from 'react';
import {
  createMemoryRouter,
  Outlet,
  useHref,
  useNavigate,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { initApi } from '../../../src/api/client';
import { cdnEnvelope, dnsEnvelope, envelopeOf } from '../../../src/api/adapters';
import { backendNames, type BackendName } from '../../../src/api/config';
import { timeouts } from '../../../src/api/timeouts';
import { areas } from '../../../src/app/areas';
import { ToastHost } from '../../../src/app/Toasts';
import { GlobalProgress } from '../../../src/app/shell/GlobalProgress';
import { errorPagePath } from '../../../src/app/shell/errorPage';
import { gettingStartedRoutes } from '../../../src/app/services/routes';
import { areaRoutes, fillPath, routeName, type RouteMeta } from '../../../src/engine/routes';
import type { AnyResource, AreaDefinition } from '../../../src/engine/types';
import { extraAreas as fixtureAreas } from '../../fixtures/extras';
import { testConfig } from '../api/fakeServer';
import { renderRouter } from '../helpers';
import { contractAnswer } from './contractAnswers';
import { recordCrash } from './crashes';
import type { Fault } from './faults';
import { recordId, sampleOf } from './samples';

/** The product's areas and the test build's fixture area (the e2e console registers both). */
export const allAreas: readonly AreaDefinition[] = [...areas, ...fixtureAreas];

export { recordId };

/** The title every sample record shows. */
export const recordTitle = 'fault-probe';

export type ResourceScreenKind = 'list' | 'detail' | 'edit page' | 'edit drawer';

export interface ResourceScreen {
  resource: AnyResource;
  kind: ResourceScreenKind;
  /** Where the screen (or, for the drawer, the detail page that opens it) is. */
  path: string;
}

/** A route parameter's value: its first allowed value when the resource constrains it, else the record id. */
function paramsFor(resource: AnyResource, pattern: string): Record<string, string> {
  const allowed = { ...resource.routeParams, ...resource.routes.create?.allowedParams };
  return Object.fromEntries(
    [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => [name!, allowed[name!]?.[0] ?? recordId]),
  );
}

const pathOf = (resource: AnyResource, pattern: string) => fillPath(pattern, paramsFor(resource, pattern));

/** Every resource's list, detail and edit form, as the engine registers them. */
export function resourceScreens(): ResourceScreen[] {
  const screens: ResourceScreen[] = [];
  for (const resource of allAreas.flatMap((area) => area.resources)) {
    const { routes, operations } = resource;
    if (routes.list && operations.list) {
      screens.push({ resource, kind: 'list', path: pathOf(resource, routes.list) });
    }
    if (routes.detail && operations.get) {
      screens.push({ resource, kind: 'detail', path: pathOf(resource, routes.detail.path) });
    }
    if (routes.edit && operations.update) {
      screens.push({ resource, kind: 'edit page', path: pathOf(resource, routes.edit.path) });
    } else if (routes.detail && operations.get && operations.update) {
      screens.push({ resource, kind: 'edit drawer', path: pathOf(resource, routes.detail.path) });
    }
  }
  return screens;
}

/** The route table the suite renders: every area's routes and the getting-started pages. */
export function routeTable(): RouteObject[] {
  return [...allAreas.flatMap(areaRoutes), ...gettingStartedRoutes(allAreas.map((area) => area.id))];
}

/** Console routes that are not a resource's generic screen: the areas' own pages and getting-started pages. */
export function otherPages(): { name: string; path: string }[] {
  const resourceRouteNames = new Set(
    allAreas
      .flatMap((area) => area.resources)
      .flatMap((resource) =>
        (['list', 'create', 'edit', 'detail'] as const).map((screen) => routeName(resource, screen)),
      ),
  );
  const pageParams = new Map(
    allAreas.flatMap((area) => area.pages ?? []).map((page) => [page.name, page.allowedParams]),
  );
  return routeTable().flatMap((route) => {
    const meta = route.handle as RouteMeta | undefined;
    if (!route.path || !meta || resourceRouteNames.has(meta.name)) return [];
    // A constrained parameter (`{feature}`) takes its first allowed value, any other the record id.
    const allowed = pageParams.get(meta.name) ?? {};
    const params = Object.fromEntries(
      [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => [
        name!,
        allowed[name!]?.[0] ?? recordId,
      ]),
    );
    return [{ name: meta.name, path: fillPath(route.path, params) }];
  });
}

/** Every permission any route asks for, read and write, so no screen is refused. */
export function everyPermission(): string[] {
  const resources = new Set<string>();
  for (const route of routeTable()) {
    const meta = route.handle as RouteMeta | undefined;
    if (meta?.permission) resources.add(meta.permission.resource);
  }
  return [...resources].flatMap((resource) => [`${resource}:read`, `${resource}:write`]);
}

// ---------------------------------------------------------------------------------------------------------
// A record made from the resource's schema.

/** A stored record of the resource: every field of its schema, the probe id and the probe title. */
export function sampleRecord(resource: AnyResource): Record<string, unknown> {
  const record = sampleOf(resource.schemas.record, resource.schemas.form) as Record<string, unknown>;
  return {
    ...record,
    [resource.idField ?? 'id']: recordId,
    [resource.ui.list.titleField]: recordTitle,
    [resource.ui.detail.titleField]: recordTitle,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The fake backend.

function backendOf(request: Request): BackendName {
  const name = new URL(request.url).pathname.split('/')[2] ?? '';
  return (backendNames as readonly string[]).includes(name) ? (name as BackendName) : 'main';
}

function jsonAnswer(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** One record or one page of records, in the envelope of the backend the request went to. */
function enveloped(backend: BackendName, payload: unknown, list: boolean): unknown {
  const envelope = envelopeOf[backend];
  const count = Array.isArray(payload) ? payload.length : 0;
  const pageInfo = { page: '1', per_page: 20, total_count: count, total_pages: count > 0 ? 1 : 0 };
  if (envelope === cdnEnvelope) return list ? { data: payload, page_info: pageInfo } : { data: payload };
  if (envelope === dnsEnvelope) {
    return list
      ? { success: true, result: payload, page_info: pageInfo }
      : { success: true, result: payload };
  }
  return list ? { items: payload, page: 1, size: 20, total: count } : payload;
}

export interface FakeBackend {
  /** The fault every request meets; null answers them. */
  fault: Fault | null;
  /** Requests that met a fault. */
  faulted: number;
  /** Requests answered. */
  answered: Request[];
  fetch: (request: Request) => Promise<Response>;
}

/**
 * Answers as the backend's contract says (contractAnswers.ts): a page of a collection holds `record` (or nothing;
 * so does a read the contract does not name); one resource is `record` where it can be (its own path ends with
 * the record's id, or it has every field the contract requires), else the contract's sample answer; writes
 * answer with the record.
 */
export function fakeBackend(record: Record<string, unknown> | undefined): FakeBackend {
  const backend: FakeBackend = {
    fault: null,
    faulted: 0,
    answered: [],
    fetch: (request) => {
      if (backend.fault) {
        backend.faulted += 1;
        // The longest timeout: a slow answer comes after any operation's own timeout.
        return backend.fault.answer(request, timeouts.default);
      }
      backend.answered.push(request);
      return Promise.resolve(answer(request, record));
    },
  };
  return backend;
}

function answer(request: Request, record: Record<string, unknown> | undefined): Response {
  const name = backendOf(request);
  if (request.method !== 'GET') return jsonAnswer(enveloped(name, record ?? {}, false));
  const segments = decodeURIComponent(new URL(request.url).pathname).split('/');
  // /api/<backend>/<the contract's path>
  const contract = contractAnswer(name, `/${segments.slice(3).join('/')}`);
  const one = () => jsonAnswer(enveloped(name, record, false), { ETag: 'W/"1"' });
  // A record's own path ends with its id; a child collection under a parent with the same id is a list.
  if (record && segments.at(-1) === recordId && !contract?.list) return one();
  if (!contract || contract.list) return jsonAnswer(enveloped(name, record ? [record] : [], true));
  return record && contract.fits(record) ? one() : jsonAnswer(contract.sample);
}

// ---------------------------------------------------------------------------------------------------------
// Rendering.

function Shell() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <ToastHost>
        <GlobalProgress />
        <Outlet />
      </ToastHost>
    </AriaRouterProvider>
  );
}

/** The error boundary of the whole route tree: any error that reaches it is a crash of the page. */
function RouteCrash() {
  const error = useRouteError();
  useEffect(() => recordCrash('route error boundary', error), [error]);
  return <h2>Route crashed</h2>;
}

/**
 * The console's routes at `path` against `backend`, with the app's providers (its swr retry policy too). A
 * render error reaching the route tree's boundary, or a route opening the console's error page, is recorded as
 * a crash.
 */
export function renderConsole(path: string, backend: FakeBackend) {
  const router = createMemoryRouter(
    [{ element: <Shell />, ErrorBoundary: RouteCrash, children: routeTable() }],
    { initialEntries: [path] },
  );
  router.subscribe((state) => {
    if (state.location.pathname === errorPagePath)
      recordCrash('the console error page', state.location.state);
  });
  initApi(testConfig, {
    fetch: backend.fetch,
    navigate: (to) => void router.navigate(to),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
  const utils = renderRouter(router, { consoleData: true });
  return { ...utils, router };
}
