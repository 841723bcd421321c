// Collection state of a list screen (aesthetics practice 7). The view lives in the URL (page, per_page,
// sort, dir, q, filter.<field>) so reloads, links and Back keep it; the user's layout choices (columns,
// page size, density) live in localStorage per resource. Returns the swr result and what the table, the
// filter (search included) and the pager need.
//
// History: an action that changes the view (page, sort, a search or filter token, page size, clearing) pushes
// an entry, so Back returns to the previous view. Taking bad values out of the URL replaces the entry: the
// broken address is not worth going back to.
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { DataTableSort } from '@ds/DataTable';
import { getDataTableStatus } from '@ds/DataTable';
import { useApiList } from '../api/hooks';
import type { AnyResource, ListQuery } from './types';
import { listFilterFields, isValidFilterValue } from './list/filterFields';
import { filterPrefix, pageSizeOptions, readListUrl, urlKeys } from './list/listUrlState';
import { useListPreferences } from './list/listPreferences';

/** Every list starts at 20 rows a page; the person picks another size (pageSizeOptions), remembered per list. */
export const defaultPerPage = 20;

type Changes = Record<string, string | null>;

export function useResourceCollection(resource: AnyResource) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const params = useParams();
  const listUi = resource.ui.list;
  const [preferences, setPreferences] = useListPreferences(resource.name);
  const filterFields = useMemo(() => listFilterFields(resource), [resource]);

  const perPageOptions: readonly number[] = pageSizeOptions;
  const remembered = preferences.perPage;
  const fallbackPerPage = remembered && perPageOptions.includes(remembered) ? remembered : defaultPerPage;

  const urlText = searchParams.toString();
  const { query, normalised } = useMemo(
    () =>
      readListUrl(new URLSearchParams(urlText), {
        sortable: listUi.sortable ?? [],
        defaultSort: listUi.defaultSort,
        search: !!listUi.search,
        perPageOptions,
        defaultPerPage: fallbackPerPage,
        filters: filterFields,
      }),
    [urlText, listUi, perPageOptions, fallbackPerPage, filterFields],
  );

  // Bad values leave the address (the query above already ignores them, so no request carries them).
  useEffect(() => {
    if (normalised) setSearchParams(normalised, { replace: true, state: location.state });
  }, [normalised, setSearchParams, location.state]);

  const list = resource.operations.list;
  const { data, error, isLoading, isValidating, mutate } = useApiList(
    list ? [resource.name, 'list', params, query] : null,
    () => list!(query, { params }),
  );

  // A page past the end (a deep link after deletions) goes to the last page.
  const lastPage = data ? Math.max(1, data.totalPages) : undefined;
  const settled = !isLoading && !isValidating && !error;
  useEffect(() => {
    if (!settled || lastPage === undefined || query.page <= lastPage) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (lastPage > 1) next.set(urlKeys.page, String(lastPage));
        else next.delete(urlKeys.page);
        return next;
      },
      { replace: true },
    );
  }, [settled, lastPage, query.page, setSearchParams]);

  const update = useCallback(
    (changes: Changes, options: { resetPage: boolean; replace?: boolean; state?: unknown }) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (options.resetPage) next.delete(urlKeys.page);
          return next;
        },
        { replace: options.replace ?? false, state: options.state ?? null },
      );
    },
    [setSearchParams],
  );

  /**
   * Replaces the search and every filter in one history entry (fields missing from `filters` are removed;
   * invalid values are ignored): Back returns to the view before.
   */
  const setView = useCallback(
    ({ search, filters }: { search: string; filters: Readonly<Record<string, string>> }) => {
      const changes: Changes = { [urlKeys.search]: search.trim() || null };
      for (const key of searchParams.keys()) if (key.startsWith(filterPrefix)) changes[key] = null;
      for (const [field, value] of Object.entries(filters)) {
        const filter = filterFields.find((f) => f.field === field);
        if (filter && isValidFilterValue(filter, value)) changes[`${filterPrefix}${field}`] = value.trim();
      }
      update(changes, { resetPage: true });
    },
    [filterFields, searchParams, update],
  );

  const clearFilters = useCallback(() => {
    const changes: Changes = { [urlKeys.search]: null };
    for (const key of searchParams.keys()) if (key.startsWith(filterPrefix)) changes[key] = null;
    update(changes, { resetPage: true });
  }, [searchParams, update]);

  const setPerPage = useCallback(
    (value: number) => {
      if (!perPageOptions.includes(value)) return;
      setPreferences({ perPage: value });
      update({ [urlKeys.perPage]: String(value) }, { resetPage: true });
    },
    [perPageOptions, setPreferences, update],
  );

  const sort: DataTableSort | undefined = query.sortBy
    ? { columnId: query.sortBy, direction: query.sortDirection === 'asc' ? 'ascending' : 'descending' }
    : undefined;

  const hasFilters = !!query.search || !!query.filters;
  const status = getDataTableStatus({
    hasError: !!error,
    // No page yet (a first read cancelled by its repeat) is still loading, never "no rows".
    isLoading: isLoading || (!!list && !data && !error),
    hasRows: (data?.items.length ?? 0) > 0,
    hasFilters,
  });

  return {
    /** The query the current page was requested with (page, size, sort, search, filters). */
    query: query as ListQuery,
    items: data?.items ?? [],
    page: query.page,
    perPage: query.perPage,
    perPageOptions,
    pageCount: Math.max(1, data?.totalPages ?? 1),
    total: data?.total ?? 0,
    search: query.search ?? '',
    filters: query.filters ?? {},
    filterFields,
    hasFilters,
    sort,
    status,
    error,
    isLoading,
    isBusy: isLoading || isValidating,
    preferences,
    setPreferences,
    retry: () => void mutate(),
    setPage: (value: number) =>
      update({ [urlKeys.page]: value > 1 ? String(value) : null }, { resetPage: false }),
    setSort: (value: DataTableSort) =>
      update(
        { [urlKeys.sort]: value.columnId, [urlKeys.dir]: value.direction === 'ascending' ? 'asc' : 'desc' },
        { resetPage: true },
      ),
    setView,
    setPerPage,
    clearFilters,
  };
}

export type ResourceCollection = ReturnType<typeof useResourceCollection>;
