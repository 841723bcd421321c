// What DataTable renders in the urgent render and what it leaves to a deferred one: a refresh (new rows while
// rows are shown) and a language switch paint the rest of the page first; the first rows, and a change of
// state, show at once. Observed by a sibling's layout effect, which runs on the urgent commit.
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from '.';
import type { DataTableColumn, DataTableStatus, DataTableStrings } from '.';

interface Rule {
  id: string;
  name: string;
}

const columns: DataTableColumn<Rule>[] = [
  { id: 'name', header: 'Name', cell: (rule) => rule.name, isRowHeader: true },
];
const strings: DataTableStrings = {
  selectAll: 'Select all rules',
  selectRow: (label) => `Select ${label}`,
  selectedCount: (count) => `${count} selected`,
  loading: 'Loading rules',
  errorTitle: 'Rules could not be loaded',
  emptyTitle: 'No rules',
  noMatchTitle: 'No matching rules',
};

const rules = (...names: string[]) => names.map((name) => ({ id: name, name }));
const shownNames = () =>
  Array.from(document.querySelectorAll('tbody th[scope=row]')).map((cell) => cell.textContent);
/** The rows marked selected, and the bulk bar's count (null when the bar is not shown). */
const shownSelection = () => ({
  rows: Array.from(document.querySelectorAll('tbody tr[data-selected]')).map(
    (row) => row.querySelector('th')?.textContent ?? null,
  ),
  count: screen.queryByText(/selected$/)?.textContent ?? null,
});

interface View {
  rows: Rule[];
  status: DataTableStatus;
  note: string;
}

/** The table beside a note; on each commit of the note, what the table showed at that moment. */
function Page({ onCommit }: { onCommit: (note: string, names: (string | null)[]) => void }) {
  const [view, setView] = useState<View>({ rows: [], status: 'loading', note: 'loading' });
  const [selected, setSelected] = useState<string[]>(['a']);
  useLayoutEffect(() => {
    onCommit(view.note, shownNames());
  }, [view.note, onCommit]);
  return (
    <>
      <p>{view.note}</p>
      <button
        type="button"
        onClick={() => setView({ rows: rules('a', 'b'), status: 'content', note: 'loaded' })}
      >
        load
      </button>
      <button
        type="button"
        onClick={() => setView({ rows: rules('b', 'a'), status: 'content', note: 'refreshed' })}
      >
        refresh
      </button>
      <button type="button" onClick={() => setView({ rows: [], status: 'error', note: 'failed' })}>
        fail
      </button>
      <button
        type="button"
        onClick={() => {
          // As after a bulk delete: the selection is cleared in a render of its own, then the list read
          // again brings new rows, before any deferred render ran.
          flushSync(() => setSelected([]));
          setView({ rows: rules('b'), status: 'content', note: 'cleared and refreshed' });
        }}
      >
        clear and refresh
      </button>
      <DataTable<Rule>
        columns={columns}
        rows={view.rows}
        getRowId={(rule) => rule.id}
        ariaLabel="Rules"
        status={view.status}
        strings={strings}
        selectionMode="multiple"
        selectedIds={selected}
        onSelectionChange={setSelected}
      />
    </>
  );
}

function setUp() {
  const commits: Record<string, (string | null)[]> = {};
  const selections: Record<string, ReturnType<typeof shownSelection>> = {};
  render(
    <Page
      onCommit={(note, names) => {
        commits[note] = names;
        selections[note] = shownSelection();
      }}
    />,
  );
  const press = (name: string) => act(() => screen.getByRole('button', { name }).click());
  return { commits, selections, press };
}

describe('DataTable deferred renders', () => {
  it('MUST show the first rows in the same render as the rest of the page', async () => {
    const { commits, press } = setUp();
    await press('load');
    expect(commits.loaded).toEqual(['a', 'b']);
  });

  it('MUST defer a refresh: the page commits first with the rows as they were, then the new rows show', async () => {
    const { commits, press } = setUp();
    await press('load');
    await press('refresh');
    expect(commits.refreshed).toEqual(['a', 'b']);
    expect(shownNames()).toEqual(['b', 'a']);
  });

  it('MUST show a change of selection at once, even when a refresh follows it before any deferred render', async () => {
    const { commits, selections, press } = setUp();
    await press('load');
    expect(selections.loaded).toEqual({ rows: ['a'], count: '1 selected' });
    await press('clear and refresh');
    expect(commits['cleared and refreshed']).toEqual(['a', 'b']); // the rows as they were: a refresh
    expect(selections['cleared and refreshed']).toEqual({ rows: [], count: null });
    expect(shownNames()).toEqual(['b']);
  });

  it('MUST NOT defer a change of state (rows to an error)', async () => {
    const { press } = setUp();
    await press('load');
    await press('fail');
    expect(shownNames()).toEqual([]);
    expect(screen.getByText('Rules could not be loaded')).toBeTruthy();
  });
});
