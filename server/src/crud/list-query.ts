// The SQL of one list page: the caller's extra conditions, the search over the searchable expressions, the
// resource's filters, the whitelisted sort (an unknown sort_by falls back to the default) and the page.
import type { Condition, CrudResource, VersionedRow } from './definition.js';
import { likePattern, pageOf } from './paging.js';
import type { ListQuery } from './paging.js';

export interface ListStatement {
  /** The extra predicate (undefined: none); its placeholders start at the guard's firstParam. */
  where: string | undefined;
  params: unknown[];
  orderBy: string;
  page: number;
  perPage: number;
  offset: number;
}

export function listStatement<Row extends VersionedRow, Out, CreateInput, UpdateInput>(
  resource: CrudResource<Row, Out, CreateInput, UpdateInput>,
  query: ListQuery,
  firstParam: number,
  extra: Condition[] = [],
): ListStatement {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  const conditions = extra.map((c) => c(bind));
  if (typeof query.search === 'string' && query.search !== '' && resource.searchable.length > 0) {
    const p = bind(likePattern(query.search));
    conditions.push(`(${resource.searchable.map((e) => `${e} ILIKE ${p} ESCAPE '\\'`).join(' OR ')})`);
  }
  for (const [name, condition] of Object.entries(resource.filters ?? {})) {
    const value = (query as Record<string, unknown>)[name];
    if (value !== undefined && value !== '') conditions.push(condition(bind(value)));
  }
  const where = conditions.length ? conditions.join(' AND ') : undefined;
  const sortBy = typeof query.sort_by === 'string' ? query.sort_by : resource.defaultSort;
  const sort = resource.sortable[sortBy] ?? (resource.sortable[resource.defaultSort] as string);
  const direction = (query.sort_direction ?? resource.defaultDirection ?? 'desc') === 'asc' ? 'ASC' : 'DESC';
  const { page, perPage, offset } = pageOf(query);
  return { where, params, orderBy: `${sort} ${direction}, id ${direction}`, page, perPage, offset };
}
