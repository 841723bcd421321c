// What DataTable renders in the urgent render and what it leaves to a deferred one: a refresh (new rows while
// rows are shown) and a language switch paint the rest of the page first; the first rows, and a change of
// state, show at once. Observed by a sibling's layout effect, which runs on the urgent commit.
import { useLayoutEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableStatus, DataTableStrings } from './DataTable';

interface Rule {
  id: string;
  name: string;
}

const columns: DataTableColumn<Rule>[] = [
  { id: 'name', header: 'Name', cell: (rule) => rule.name, isRowHeader: true },
];
const strings: DataTableStrings = {
  loading: 'Loading rules',
  errorTitle: 'Rules could not be loaded',
  emptyTitle: 'No rules',
  noMatchTitle: 'No matching rules',
};

const rules = (...names: string[]) => names.map((name) => ({ id: name, name }));
const shownNames = () =>
  Array.from(document.querySelectorAll('tbody th[scope=row]')).map((cell) => cell.textContent);

interface View {
  rows: Rule[];
  status: DataTableStatus;
  note: string;
}

/** The table beside a note; on each commit of the note, what the table showed at that moment. */
function Page({ onCommit }: { onCommit: (note: string, names: (string | null)[]) => void }) {
  const [view, setView] = useState<View>({ rows: [], status: 'loading', note: 'loading' });
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
      <DataTable<Rule>
        columns={columns}
        rows={view.rows}
        getRowId={(rule) => rule.id}
        ariaLabel="Rules"
        status={view.status}
        strings={strings}
      />
    </>
  );
}

function setUp() {
  const commits: Record<string, (string | null)[]> = {};
  render(
    <Page
      onCommit={(note, names) => {
        commits[note] = names;
      }}
    />,
  );
  const press = (name: string) => act(() => screen.getByRole('button', { name }).click());
  return { commits, press };
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

  it('MUST NOT defer a change of state (rows to an error)', async () => {
    const { press } = setUp();
    await press('load');
    await press('fail');
    expect(shownNames()).toEqual([]);
    expect(screen.getByText('Rules could not be loaded')).toBeTruthy();
  });
});
