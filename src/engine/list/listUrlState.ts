// The list's view in the URL: `page`, `per_page`, `sort`, `dir`, `q` and `filter.<field>`. Reading it never
// trusts the address: every value is checked against the resource's description, a bad one is ignored (the
// query falls back to the default) and reported, so the screen can take it out of the URL.
import type { ListQuery } from '../types';
import { isValidFilterValue, type FilterField } from './filterFields';

export const urlKeys = { page: 'page', perPage: 'per_page', sort: 'sort', dir: 'dir', search: 'q' } as const;
export const filterPrefix = 'filter.';

/** Page sizes offered next to the pager. */
export const pageSizeOptions = [10, 20, 50, 100] as const;

export interface ListUrlConfig {
  sortable: readonly string[];
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  search: boolean;
  /** The page sizes a URL may ask for. */
  perPageOptions: readonly number[];
  /** Used when the URL names none (the remembered choice, else the resource's default). */
  defaultPerPage: number;
  filters: readonly FilterField[];
}

export interface ListUrlState {
  query: ListQuery;
  /** The address with refused values taken out, or null when it needs no change. */
  normalised: URLSearchParams | null;
}

const positiveInteger = /^[1-9]\d{0,6}$/;

export function readListUrl(params: URLSearchParams, config: ListUrlConfig): ListUrlState {
  // key → the one value to keep (null: drop the key).
  const fixes = new Map<string, string | null>();
  const take = (key: string, isValid: (value: string) => boolean): string | undefined => {
    const values = params.getAll(key);
    const value = values[0];
    if (value === undefined) return undefined;
    // A repeated key is ambiguous: the first value counts, the rest are normalised away.
    const ok = isValid(value);
    if (!ok) fixes.set(key, null);
    else if (values.length > 1) fixes.set(key, value);
    return ok ? value : undefined;
  };

  const page = Number(take(urlKeys.page, (v) => positiveInteger.test(v)) ?? 1);
  const perPage = Number(
    take(urlKeys.perPage, (v) => positiveInteger.test(v) && config.perPageOptions.includes(Number(v))) ??
      config.defaultPerPage,
  );
  const sortBy = take(urlKeys.sort, (v) => config.sortable.includes(v)) ?? config.defaultSort?.field;
  const dir = take(urlKeys.dir, (v) => v === 'asc' || v === 'desc') as 'asc' | 'desc' | undefined;
  const sortDirection = dir ?? config.defaultSort?.direction ?? 'desc';
  const search = take(urlKeys.search, (v) => config.search && v.trim().length > 0)?.trim();

  const filters: Record<string, string> = {};
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (!key.startsWith(filterPrefix) || seen.has(key)) continue;
    seen.add(key);
    const field = key.slice(filterPrefix.length);
    const filter = config.filters.find((f) => f.field === field);
    const value = take(key, (v) => filter !== undefined && isValidFilterValue(filter, v));
    if (filter && value !== undefined) filters[field] = value.trim();
  }

  return {
    query: {
      page,
      perPage,
      sortBy,
      sortDirection,
      search: search || undefined,
      filters: Object.keys(filters).length > 0 ? filters : undefined,
    },
    normalised: fixes.size > 0 ? applyFixes(params, fixes) : null,
  };
}

function applyFixes(params: URLSearchParams, fixes: Map<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of fixes) {
    next.delete(key);
    if (value !== null) next.set(key, value);
  }
  return next;
}
