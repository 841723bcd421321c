// Collection state of a list screen, kept in the URL (page, per_page, sort, dir, q) so that reloads, links
// and the back button keep it. Returns the swr result and what the table, search and pager need
// (aesthetics practice 7). Sort and search changes go back to page 1.
import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { DataTableSort } from '@ds/DataTable';
import { getDataTableStatus } from '@ds/DataTable';
import { useApiList } from '../api/hooks';
import type { AnyResource, ListQuery } from './types';

export const defaultPerPage = 20;

export function useResourceCollection(resource: AnyResource) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useParams();
  const listUi = resource.ui.list;
  const sortable = listUi.sortable ?? [];

  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const perPage = Math.min(
    100,
    Math.max(1, Number(searchParams.get('per_page')) || listUi.perPage || defaultPerPage),
  );
  const requestedSort = searchParams.get('sort');
  const sortBy =
    requestedSort && sortable.includes(requestedSort) ? requestedSort : listUi.defaultSort?.field;
  const dirParam = searchParams.get('dir');
  const sortDirection: 'asc' | 'desc' =
    dirParam === 'asc' || dirParam === 'desc' ? dirParam : (listUi.defaultSort?.direction ?? 'desc');
  const search = listUi.search ? (searchParams.get('q') ?? '').trim() : '';

  const query: ListQuery = useMemo(
    () => ({ page, perPage, sortBy, sortDirection, search: search || undefined }),
    [page, perPage, sortBy, sortDirection, search],
  );

  const list = resource.operations.list;
  const { data, error, isLoading, isValidating, mutate } = useApiList(
    list ? [resource.name, 'list', params, query] : null,
    () => list!(query, { params }),
  );

  const update = useCallback(
    (changes: Record<string, string | null>, resetPage: boolean) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const sort: DataTableSort | undefined = sortBy
    ? { columnId: sortBy, direction: sortDirection === 'asc' ? 'ascending' : 'descending' }
    : undefined;

  const status = getDataTableStatus({
    hasError: !!error,
    isLoading,
    hasRows: (data?.items.length ?? 0) > 0,
    hasFilters: !!search,
  });

  return {
    items: data?.items ?? [],
    page,
    pageCount: Math.max(1, data?.totalPages ?? 1),
    total: data?.total ?? 0,
    search,
    sort,
    status,
    error,
    isBusy: isLoading || isValidating,
    retry: () => void mutate(),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }, false),
    setSort: (value: DataTableSort) =>
      update({ sort: value.columnId, dir: value.direction === 'ascending' ? 'asc' : 'desc' }, true),
    setSearch: (value: string) => update({ q: value }, true),
    clearFilters: () => update({ q: null }, true),
  };
}
