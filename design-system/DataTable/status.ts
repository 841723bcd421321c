// The fixed precedence of a list's states, for the callers that decide what the table shows.
import type { DataTableStatus, DataTableStatusInput } from './types';

/**
 * The fixed precedence of list states: error > first-load skeleton > empty (no data, no filters) >
 * no match (filters active) > content. A reload that already has rows keeps showing them.
 */
export function getDataTableStatus({
  hasError,
  isLoading,
  hasRows,
  hasFilters,
}: DataTableStatusInput): DataTableStatus {
  if (hasError) return 'error';
  if (isLoading && !hasRows) return 'loading';
  if (!hasRows) return hasFilters ? 'noMatch' : 'empty';
  return 'content';
}
