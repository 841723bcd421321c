// What a list screen asks the server for, and how each backend spells it on the wire. The engine builds a
// ListQuery from the URL; a backend's spelling (backendServices.ts) turns it into query parameters.

/** Server-side list query, built by the list screen from the URL's search parameters. */
export interface ListQuery {
  /** 1-based page. */
  page: number;
  perPage: number;
  /** A field listed in `ui.list.sortable`. */
  sortBy?: string;
  sortDirection?: 'asc' | 'desc';
  /** Free-text search (only when `ui.list.search`). */
  search?: string;
  /** Extra filters by field (from `ui.list.filters`), as URL values; the operation maps them onto its query. */
  filters?: Readonly<Record<string, string>>;
}

/** The query parameter names of one backend's lists. A filter travels under its field's name. */
export interface ListSpelling {
  page: string;
  perPage: string;
  sortBy: string;
  sortDirection: string;
  search: string;
}

/** main, log export and the other `{data, page_info}` backends (SPEC §7). */
export const snakeCaseSpelling: ListSpelling = {
  page: 'page',
  perPage: 'per_page',
  sortBy: 'sort_by',
  sortDirection: 'sort_direction',
  search: 'search',
};

/**
 * The query parameters of `query` in `spelling` (the list screen already dropped filter values a field does not
 * allow, engine/list/filterFields.ts); empty values are not sent.
 */
export function listQueryParams(query: ListQuery, spelling: ListSpelling): Record<string, string | number> {
  const params: Record<string, string | number | undefined> = {
    [spelling.page]: query.page,
    [spelling.perPage]: query.perPage,
    [spelling.sortBy]: query.sortBy,
    [spelling.sortDirection]: query.sortDirection,
    [spelling.search]: query.search,
  };
  for (const [field, value] of Object.entries(query.filters ?? {})) params[field] = value;
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}
