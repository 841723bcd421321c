// One list page of people (members, IAM users and service accounts) through the people guard: a search over
// the kind's columns, equality filters on the query's values, the sort from the kind's whitelist (unknown →
// newest first by creation) and the page. The contract has already checked page, per_page and sort_direction.
import { escapeLike, pageInfo } from './identity-rows.js';
import type { TenantUsers } from './identity-rows.js';

export interface PeopleQuery {
  page: number;
  per_page: number;
  sort_by: string;
  sort_direction: 'asc' | 'desc';
  search?: string;
}

/** A filter: the query's value (absent or empty: no filter) and the condition on its placeholder. */
export type PeopleFilter = [value: unknown, condition: (placeholder: string) => string];

export interface PeopleListing {
  /** Expressions over alias u a search matches (case-insensitive substring). */
  searchable: readonly string[];
  /** sort_by value → SQL expression. */
  sort: Readonly<Record<string, string>>;
  /** sort_by values whose empty values sort last in either direction. */
  nullsLast?: readonly string[];
}

export async function peoplePage<Row>(
  table: TenantUsers<Row>,
  query: PeopleQuery,
  listing: PeopleListing,
  filters: readonly PeopleFilter[] = [],
) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const bind = (v: unknown) => {
    params.push(v);
    return `$${table.firstParam + params.length - 1}`;
  };
  if (query.search) {
    const p = bind(`%${escapeLike(query.search)}%`);
    conditions.push(`(${listing.searchable.map((e) => `${e} ILIKE ${p} ESCAPE '\\'`).join(' OR ')})`);
  }
  for (const [value, condition] of filters) {
    if (value) conditions.push(condition(bind(value)));
  }
  const where = conditions.length ? conditions.join(' AND ') : undefined;
  const direction = query.sort_direction === 'asc' ? 'ASC' : 'DESC';
  const nulls = listing.nullsLast?.includes(query.sort_by) ? ' NULLS LAST' : '';
  const total = await table.count(where, params);
  const rows = await table.find({
    where,
    params,
    orderBy: `${listing.sort[query.sort_by] ?? 'u.created_at'} ${direction}${nulls}, u.id ${direction}`,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { rows, page_info: pageInfo(query.page, query.per_page, total) };
}
