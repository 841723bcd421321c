// One list page of a person's own access keys: only the owner's keys, a search over the key id and the
// description, the status filter (expired once the expiry has passed at `now`, active otherwise), the sort
// from the whitelist (keys that never expire or were never used sort last in either direction) and the page.
// The contract has already checked page, per_page, sort_by, sort_direction and status.
import type { Queryable } from '../../db/index.js';
import { likePattern, pageInfo } from '../../crud/paging.js';
import { KEY_COLUMNS, toAccessKey, type AccessKeyRow } from './access-keys.js';

export interface AccessKeyQuery {
  page: number;
  per_page: number;
  sort_by?: string;
  sort_direction?: 'asc' | 'desc';
  search?: string;
  status?: 'active' | 'expired';
}

/** The status a key answers with, as SQL over its expiry and the placeholder of `now`. */
const statusAt = (now: string) =>
  `(CASE WHEN expires_at IS NOT NULL AND expires_at <= ${now} THEN 'expired' ELSE 'active' END)`;

/** sort_by value → SQL expression; `at()` binds the request's time when the expression needs it. */
const SORT: Record<string, (at: () => string) => string> = {
  description: () => 'lower(description)',
  status: (at) => statusAt(at()),
  created_at: () => 'created_at',
  expires_at: () => 'expires_at',
  last_used_at: () => 'last_used_at',
};
const NULLS_LAST = new Set(['expires_at', 'last_used_at']);

export async function accessKeyPage(q: Queryable, userId: string, query: AccessKeyQuery, now: Date) {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let nowParam: string | undefined;
  const at = () => (nowParam ??= bind(now));

  const conditions = [`user_id = ${bind(userId)}`];
  if (query.search) {
    const p = bind(likePattern(query.search));
    conditions.push(`(id ILIKE ${p} ESCAPE '\\' OR description ILIKE ${p} ESCAPE '\\')`);
  }
  if (query.status) conditions.push(`${statusAt(at())} = ${bind(query.status)}`);
  const where = conditions.join(' AND ');
  const { rows: count } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM access_keys WHERE ${where}`,
    params,
  );

  const sortBy = query.sort_by && SORT[query.sort_by] ? query.sort_by : 'created_at';
  const direction = query.sort_direction === 'asc' ? 'ASC' : 'DESC';
  const nulls = NULLS_LAST.has(sortBy) ? ' NULLS LAST' : '';
  const orderBy = `${SORT[sortBy]!(at)} ${direction}${nulls}, id ${direction}`;
  const limit = bind(query.per_page);
  const offset = bind((query.page - 1) * query.per_page);
  const { rows } = await q.query<AccessKeyRow>(
    `SELECT ${KEY_COLUMNS} FROM access_keys WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return {
    data: rows.map((row) => toAccessKey(row, now)),
    page_info: pageInfo(query.page, query.per_page, count[0]?.n ?? 0),
  };
}
