// What a user chose for one list (visible columns, their order, page size, density), kept in localStorage
// under one key per resource. Stored data is never trusted: unreadable JSON or values of the wrong shape
// are ignored field by field, so a corrupt entry costs the user their choices, never the screen.
import { useCallback, useState } from 'react';
import type { DataTableColumnVisibility } from '@ds/DataTable';

export type ListDensity = 'comfortable' | 'compact';

export interface ListPreferences {
  columnVisibility?: DataTableColumnVisibility;
  columnOrder?: string[];
  perPage?: number;
  density?: ListDensity;
}

export function preferencesKey(resourceName: string): string {
  return `console.list.${resourceName}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The valid parts of a stored value (anything else is dropped). */
export function parsePreferences(raw: string | null): ListPreferences {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isRecord(value)) return {};
  const out: ListPreferences = {};
  const { columnVisibility, columnOrder, perPage, density } = value;
  if (isRecord(columnVisibility)) {
    const entries = Object.entries(columnVisibility).filter(([, v]) => typeof v === 'boolean');
    out.columnVisibility = Object.fromEntries(entries) as DataTableColumnVisibility;
  }
  if (Array.isArray(columnOrder) && columnOrder.every((id) => typeof id === 'string')) {
    out.columnOrder = columnOrder as string[];
  }
  if (typeof perPage === 'number' && Number.isInteger(perPage) && perPage > 0 && perPage <= 100) {
    out.perPage = perPage;
  }
  if (density === 'comfortable' || density === 'compact') out.density = density;
  return out;
}

function read(key: string): ListPreferences {
  try {
    return parsePreferences(localStorage.getItem(key));
  } catch {
    // Storage can be unavailable (privacy modes); the list still works with defaults.
    return {};
  }
}

function write(key: string, value: ListPreferences): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or unavailable storage: the choice holds for this visit only.
  }
}

/** The list's remembered preferences and a setter that merges and stores a change. */
export function useListPreferences(resourceName: string) {
  const key = preferencesKey(resourceName);
  const [state, setState] = useState(() => ({ key, value: read(key) }));
  // Another resource's list reuses this component instance: read its own entry.
  const current = state.key === key ? state.value : read(key);
  if (state.key !== key) setState({ key, value: current });

  const update = useCallback(
    (change: Partial<ListPreferences>) => {
      setState((previous) => {
        const base = previous.key === key ? previous.value : read(key);
        const value = { ...base, ...change };
        write(key, value);
        return { key, value };
      });
    },
    [key],
  );
  return [current, update] as const;
}
