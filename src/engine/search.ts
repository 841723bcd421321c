// The registry's side of the record search (the command palette's records): a resource is found when its UI
// description opts in (`ui.search`, whose fields the server searches), and a record found leads to the route
// `ui.search.opens` names, filled with its id and its parent's (a rule's site). Nothing here knows an area.
import type { components } from '../api/generated/main';
import type { AnyResource, AreaDefinition, RecordAction } from './types';

/** One record the server found (GET /api/main/search). */
export type FoundRecord = components['schemas']['SearchHit'];

/** The registered resources whose records the search finds. */
export function searchableResources(areas: readonly AreaDefinition[]): AnyResource[] {
  return areas.flatMap((area) => area.resources.filter((resource) => resource.ui.search));
}

/** A path pattern with its `:name` parameters filled; undefined when one of them has no value. */
export function fillPath(
  pattern: string,
  params: Readonly<Record<string, string | undefined>>,
): string | undefined {
  let missing = false;
  const path = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : path;
}

/** The route parameters a record fills: its own id, and its parent's when the hit names it as its context. */
export function recordParams(resource: AnyResource, record: FoundRecord): Record<string, string> {
  const params: Record<string, string> = {};
  for (const route of [resource.routes.detail, resource.routes.edit])
    if (route) params[route.param] = record.id;
  const { parent } = resource;
  if (parent && record.context?.kind === parent.resource) params[parent.param] = record.context.id;
  return params;
}

/** Where a found record leads (its detail or edit page, as `ui.search.opens` says); undefined without one. */
export function recordHref(resource: AnyResource, record: FoundRecord): string | undefined {
  const opens = resource.ui.search?.opens;
  const route =
    opens === 'edit' ? resource.routes.edit : opens === 'detail' ? resource.routes.detail : undefined;
  return route ? fillPath(route.path, recordParams(resource, record)) : undefined;
}

/** Where an action on a found record leads. */
export function recordActionHref(
  resource: AnyResource,
  action: RecordAction,
  record: FoundRecord,
): string | undefined {
  return fillPath(action.path, recordParams(resource, record));
}
