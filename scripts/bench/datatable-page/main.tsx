// Renders the virtualised DataTable with N rows, RUNS times, into a fresh root each time, and publishes the
// median time from render call to the frame after commit; then scrolls the 50,000-row table for 5 s (a script
// moving scrollTop every frame, top to bottom and back, like dragging the scrollbar) with a
// PerformanceObserver for long tasks and a row count at every frame. Everything lands in window.__bench.
// Driven by ./run.ts.
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { DataTable } from '@ds/DataTable';
import type { DataTableColumn } from '@ds/DataTable';
import { DataTableRowWindow } from '@ds/DataTable/DataTableRowWindow';
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

const ROW_HEIGHT = 48;

function mount(rows: Row[]) {
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
          virtualize={{ rowHeight: ROW_HEIGHT, height: 480, rowWindow: DataTableRowWindow }}
        />
      </SkinProvider>,
    ),
  );
  return { host, root, t0 };
}

async function measure(rows: Row[]): Promise<{ ms: number; rowNodes: number }> {
  const { host, root, t0 } = mount(rows);
  await nextFrame();
  await nextFrame();
  const ms = performance.now() - t0;
  const rowNodes = host.querySelectorAll('tbody tr').length;
  root.unmount();
  host.remove();
  return { ms, rowNodes };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export interface ScrollFigures {
  /** How long the script scrolled, and how many frames it sampled. */
  ms: number;
  frames: number;
  /** Long tasks (> 50 ms) while scrolling: the longest, and the blocking time (the part of each above 50 ms). */
  longTasks: number;
  longestTaskMs: number;
  blockingMs: number;
  /** The most `tbody tr` nodes seen at any sampled position. */
  maxRowNodes: number;
  /** Sampled frames where the row at the top of the viewport was not rendered yet (a blank flash). */
  blankFrames: number;
}

/** Scrolls the 50,000-row table for `durationMs`: top → bottom → top at constant speed, one step per frame. */
async function scroll(rows: Row[], durationMs: number): Promise<ScrollFigures> {
  const { host, root } = mount(rows);
  await nextFrame();
  await nextFrame();
  const region = host.querySelector<HTMLElement>('[role="region"][aria-label="Bench"]');
  if (!region) throw new Error('the table has no scroll region');
  const range = region.scrollHeight - region.clientHeight;
  const tasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  let frames = 0;
  let maxRowNodes = 0;
  let blankFrames = 0;
  let lastTop = -1;
  const t0 = performance.now();
  await new Promise<void>((resolve) => {
    const step = (now: number) => {
      // First sample what the previous step's position shows, then move on.
      if (lastTop >= 0) {
        frames++;
        maxRowNodes = Math.max(maxRowNodes, host.querySelectorAll('tbody tr').length);
        const topRow = Math.floor(lastTop / ROW_HEIGHT);
        if (!host.querySelector(`tr[data-row-id="r-${topRow}"]`)) blankFrames++;
      }
      const elapsed = now - t0;
      if (elapsed >= durationMs) return resolve();
      const phase = (elapsed / durationMs) * 2;
      lastTop = Math.round(range * (phase <= 1 ? phase : 2 - phase));
      region.scrollTop = lastTop;
      lastTop = region.scrollTop;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  const ms = performance.now() - t0;
  // Long-task entries arrive after their task ends: give the last one a moment.
  await new Promise((r) => setTimeout(r, 100));
  observer.disconnect();
  const during = tasks.filter((t) => t.startTime >= t0 && t.startTime <= t0 + ms);
  root.unmount();
  host.remove();
  return {
    ms,
    frames,
    longTasks: during.length,
    longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
    blockingMs: during.reduce((n, t) => n + Math.max(0, t.duration - 50), 0),
    maxRowNodes,
    blankFrames,
  };
}

async function bench() {
  const params = new URLSearchParams(location.search);
  const runs = Number(params.get('runs') ?? 7);
  const sizes = [500, 50_000];
  const data = Object.fromEntries(sizes.map((n) => [n, makeRows(n)]));
  // One warm-up of each size so module evaluation and JIT don't land on the first measured run.
  for (const n of sizes) await measure(data[n]!);
  const result: Record<string, unknown> = {};
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
  result.scroll = await scroll(data[50_000]!, Number(params.get('scrollMs') ?? 5000));
  (window as unknown as { __bench: unknown }).__bench = result;
}

void bench();
