// The screens the engine-level fault suite opens, enumerated from the route table rather than listed: every
// registered resource's list, detail and edit form (an edit page, or the drawer its detail page opens), and every
// other console route (the areas' own pages, getting-started pages). Plus what rendering them needs: a record
// made from the resource's schema, a fake backend that answers it through the backend's envelope (or a
// fault), and the app's providers around a console-like shell.
import type { RJSFSchema } from '@rjsf/utils';
import { createMemoryRouter, Outlet, useHref, useNavigate, type RouteObject } from 'react-router-dom';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { initApi } from '../../../src/api/client';
import { cdnEnvelope, dnsEnvelope, envelopeOf } from '../../../src/api/adapters';
import { backendNames, type BackendName } from '../../../src/api/config';
import { timeouts } from '../../../src/api/timeouts';
import { areas } from '../../../src/app/areas';
import { ToastHost } from '../../../src/app/Toasts';
import { GlobalProgress } from '../../../src/app/shell/GlobalProgress';
import { gettingStartedRoutes } from '../../../src/app/services/routes';
import { areaRoutes, fillPath, routeName, type RouteMeta } from '../../../src/engine/routes';
import { resolveSchema } from '../../../src/engine/schema';
import type { AnyResource, AreaDefinition } from '../../../src/engine/types';
import { extraAreas as fixtureAreas } from '../../fixtures/extras';
import { testConfig } from '../api/fakeServer';
import { renderRouter } from '../helpers';
import type { Fault } from './faults';

/** The product's areas and the test build's fixture area (the e2e console registers both). */
export const allAreas: readonly AreaDefinition[] = [...areas, ...fixtureAreas];

/** The id every sample record has, and the title it shows. */
export const recordId = '0f0f0f0f-0000-4000-8000-00000000fa17';
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

const formatSamples: Record<string, string> = {
  'date-time': '2025-01-02T03:04:05Z',
  date: '2025-01-02',
  time: '03:04:05Z',
  uri: 'https://origin.example.com',
  url: 'https://origin.example.com',
  email: 'probe@example.com',
  hostname: 'probe.example.com',
  ipv4: '192.0.2.10',
  ipv6: '2001:db8::10',
  uuid: recordId,
};

function sample(schema: RJSFSchema, root: RJSFSchema, depth: number): unknown {
  const s = resolveSchema(schema, root);
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum.find((v) => v !== null) ?? s.enum[0];
  if (s.default !== undefined) return s.default;
  const variants = (s.oneOf ?? s.anyOf) as RJSFSchema[] | undefined;
  if (variants?.length) return sample(variants[0]!, root, depth + 1);
  const types = Array.isArray(s.type) ? s.type : [s.type];
  const type = types.find((t) => t && t !== 'null');
  switch (type) {
    case 'string':
      return (s.format && formatSamples[s.format]) ?? 'sample';
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      if (depth > 3) return {};
      const properties = (s.properties ?? {}) as Record<string, RJSFSchema>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, sample(value, root, depth + 1)]),
      );
    }
    default:
      return null;
  }
}

/** A stored record of the resource: every field of its schema, the probe id and the probe title. */
export function sampleRecord(resource: AnyResource): Record<string, unknown> {
  const record = sample(resource.schemas.record, resource.schemas.form, 0) as Record<string, unknown>;
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
 * Answers reads with `record` (a GET ending with the record's id) or a page holding it (any other GET), writes
 * with the record; custom pages get an empty page or an empty object.
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
      const name = backendOf(request);
      const path = decodeURIComponent(new URL(request.url).pathname);
      if (request.method !== 'GET') return Promise.resolve(jsonAnswer(enveloped(name, record ?? {}, false)));
      // A record's own path ends with its id; a child collection under a parent with the same id is a list.
      if (record && path.split('/').at(-1) === recordId) {
        return Promise.resolve(jsonAnswer(enveloped(name, record, false), { ETag: 'W/"1"' }));
      }
      return Promise.resolve(jsonAnswer(enveloped(name, record ? [record] : [], true)));
    },
  };
  return backend;
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

/** The console's routes at `path` against `backend`, with the app's providers (its swr retry policy too). */
export function renderConsole(path: string, backend: FakeBackend) {
  const router = createMemoryRouter([{ element: <Shell />, children: routeTable() }], {
    initialEntries: [path],
  });
  initApi(testConfig, {
    fetch: backend.fetch,
    navigate: (to) => void router.navigate(to),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
  const utils = renderRouter(router, { consoleData: true });
  return { ...utils, router };
}
