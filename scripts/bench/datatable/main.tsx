// Renders the virtualised DataTable with N rows, RUNS times, into a fresh root each time, and publishes the
// median time from render call to the frame after commit as window.__bench. Driven by ./run.ts.
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { DataTable } from '@ds/DataTable';
import type { DataTableColumn } from '@ds/DataTable';
import { SkinProvider } from '@ds/foundations';

interface Row {
  id: string;
  name: string;
  region: string;
  hits: number;
}

const REGIONS = ['ap-southeast-1', 'eu-central-1', 'us-east-1', 'ap-northeast-2'];
const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, isRowHeader: true },
  { id: 'region', header: 'Region', cell: (r) => r.region },
  { id: 'hits', header: 'Hits', cell: (r) => r.hits.toLocaleString('en-US'), align: 'end' },
];
const STRINGS = {
  loading: 'Loading',
  errorTitle: 'Error',
  errorDescription: 'Error',
  emptyTitle: 'Empty',
  emptyDescription: 'Empty',
  noMatchTitle: 'No match',
  noMatchDescription: 'No match',
};

const makeRows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `r-${i}`,
    name: `site-${i}`,
    region: REGIONS[i % REGIONS.length] ?? 'us-east-1',
    hits: (i * 7919) % 1_000_003,
  }));

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function measure(rows: Row[]): Promise<{ ms: number; rowNodes: number }> {
  const host = document.createElement('div');
  document.getElementById('root')!.append(host);
  const root = createRoot(host);
  const t0 = performance.now();
  flushSync(() =>
    root.render(
      <SkinProvider skin="light">
        <DataTable
          columns={COLUMNS}
          rows={rows}
          getRowId={(r) => r.id}
          ariaLabel="Bench"
          status="content"
          strings={STRINGS}
          virtualize={{ rowHeight: 48, height: 480 }}
        />
      </SkinProvider>,
    ),
  );
  await nextFrame();
  await nextFrame();
  const ms = performance.now() - t0;
  const rowNodes = host.querySelectorAll('tbody tr').length;
  root.unmount();
  host.remove();
  return { ms, rowNodes };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function bench() {
  const params = new URLSearchParams(location.search);
  const runs = Number(params.get('runs') ?? 7);
  const sizes = [500, 50_000];
  const data = Object.fromEntries(sizes.map((n) => [n, makeRows(n)]));
  // One warm-up of each size so module evaluation and JIT don't land on the first measured run.
  for (const n of sizes) await measure(data[n]!);
  const result: Record<string, { medianMs: number; rowNodes: number }> = {};
  for (const n of sizes) {
    const times: number[] = [];
    let rowNodes = 0;
    for (let i = 0; i < runs; i++) {
      const r = await measure(data[n]!);
      times.push(r.ms);
      rowNodes = Math.max(rowNodes, r.rowNodes);
    }
    result[n] = { medianMs: median(times), rowNodes };
  }
  (window as unknown as { __bench: unknown }).__bench = result;
}

void bench();
