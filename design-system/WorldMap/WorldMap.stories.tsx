import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import vi from 'i18n-iso-countries/langs/vi.json';
import { chartSequential, seriesColor } from '../Charts/palette';
import { WorldMap } from './WorldMap';
import type {
  WorldMapCategoricalStrings,
  WorldMapCategory,
  WorldMapCountryCategory,
  WorldMapSequentialProps,
  WorldMapStrings,
} from './WorldMap';
import { loadWorldCountries } from './worldCountries';

countries.registerLocale(en);
countries.registerLocale(vi);

// The app passes localized names; Kosovo (XK) is not in ISO 3166, so it needs its own entry.
const names = (lang: 'en' | 'vi') => (code: string) =>
  code === 'XK' ? 'Kosovo' : (countries.getName(code, lang, { select: 'alias' }) ?? code);
const englishName = names('en');

const requests: Record<string, number> = {
  VN: 54_000,
  US: 41_000,
  JP: 23_500,
  SG: 19_800,
  DE: 12_400,
  IN: 11_000,
  BR: 8_600,
  AU: 7_200,
  FR: 6_100,
  GB: 5_900,
  KR: 5_400,
  TH: 4_800,
  ID: 3_900,
  CA: 3_100,
  NG: 1_200,
  ZA: 900,
  ZW: 150,
  MX: 2_500,
  AR: 700,
  EG: 400,
};

const strings: WorldMapStrings = {
  showTable: 'Show as table',
  showChart: 'Show as map',
  countryHeader: 'Country',
  valueHeader: 'Requests',
  selectedHeader: 'Blocked',
  selectedState: 'Blocked',
  noData: 'No data',
  legendLabel: 'Requests per country',
  keyboardHint:
    'Arrow keys move between countries in alphabetical order; type a letter to jump; Enter or Space blocks or unblocks.',
};

const format = (v: number) => v.toLocaleString('en-US');

const meta = {
  title: 'Design system/WorldMap',
  // The world atlas in memory before the story renders (worldCountries.ts fetches it): the map draws at once.
  loaders: [() => loadWorldCountries().then(() => ({}))],
  component: WorldMap,
  args: {
    title: 'Requests by country',
    summary:
      'Vietnam sends the most requests (54,000), followed by the United States (41,000) and Japan (23,500).',
    values: requests,
    countryName: englishName,
    strings,
    formatValue: format,
    locale: 'en',
    width: 720,
  },
} satisfies Meta<typeof WorldMap>;

export default meta;
type Story = StoryObj<typeof meta>;

async function tabTo(el: Element) {
  for (let i = 0; i < 12 && document.activeElement !== el; i += 1) await userEvent.tab();
  await expect(el).toHaveFocus();
}

const tooltip = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-tooltip]');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Requests by country' });
    await expect(map).toHaveAccessibleDescription(/Vietnam sends the most.*Arrow keys/);
    // One tab stop: the first country in alphabetical order.
    const first = within(map).getByRole('img', { name: 'Afghanistan, No data' });
    await tabTo(first);
    await expect(tooltip(canvasElement)).toHaveTextContent('AfghanistanNo data');
    await userEvent.keyboard('{End}');
    await expect(within(map).getByRole('img', { name: 'Zimbabwe, 150' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(map).getByRole('img', { name: 'Zambia, No data' })).toHaveFocus();
    // Type-ahead: V → Vanuatu, Venezuela, Vietnam.
    await userEvent.keyboard('vvv');
    await expect(within(map).getByRole('img', { name: 'Vietnam, 54,000' })).toHaveFocus();
    await expect(tooltip(canvasElement)).toHaveTextContent('Vietnam54,000');
    await expect(map.querySelector('[data-focus-overlay]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(tooltip(canvasElement)).toBeNull();
    await expect(
      within(map)
        .getAllByRole('img', { name: /./ })
        .filter((el) => el.tabIndex === 0),
    ).toHaveLength(1);
    // The ring follows focus: gone when focus leaves the map, back on the same country when Tab returns.
    await userEvent.tab({ shift: true });
    await expect(map.querySelector('[data-focus-overlay]')).toBeNull();
    await userEvent.tab();
    await expect(within(map).getByRole('img', { name: 'Vietnam, 54,000' })).toHaveFocus();
    await expect(map.querySelector('[data-focus-overlay]')).not.toBeNull();
  },
};

export const Selectable: Story = {
  args: {
    title: 'Blocked countries',
    selectable: true,
    defaultSelected: ['BR'],
    onSelectionChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Blocked countries' });
    const brazil = within(map).getByRole('checkbox', { name: 'Brazil, 8,600' });
    await expect(brazil).toBeChecked();
    await tabTo(within(map).getByRole('checkbox', { name: 'Afghanistan, No data' }));
    await userEvent.keyboard('vvv');
    const vietnam = within(map).getByRole('checkbox', { name: 'Vietnam, 54,000' });
    await expect(vietnam).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(vietnam).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['BR', 'VN']);
    await expect(tooltip(canvasElement)).toHaveTextContent('Blocked');
    await userEvent.keyboard('{Enter}');
    await expect(vietnam).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['BR']);
    // Pointer: a click toggles too.
    await userEvent.click(brazil);
    await expect(brazil).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await userEvent.keyboard('{Enter}');
    await expect(brazil).toBeChecked();
  },
};

export const Mercator: Story = {
  args: { projection: 'mercator', height: 440 },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('group', { name: 'Requests by country' });
    await expect(map).toHaveAttribute('height', '440');
    await expect(map).toHaveAccessibleDescription(/Vietnam sends the most/);
    await expect(within(canvasElement).getByRole('list', { name: 'Requests per country' })).toHaveTextContent(
      '50,000–60,000',
    );
    // The same countries and one tab stop as in the default projection.
    const japan = within(map).getByRole('img', { name: 'Japan, 23,500' });
    await expect(japan.style.getPropertyValue('--country-fill')).toBe(chartSequential[2]);
    const stops = within(map)
      .getAllByRole('img')
      .filter((el) => el.tabIndex === 0);
    await expect(stops.map((el) => el.getAttribute('aria-label'))).toEqual(['Afghanistan, No data']);
  },
};

export const Empty: Story = {
  args: { values: {}, summary: 'No requests in this period.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Vietnam, No data' })).toBeInTheDocument();
  },
};

export const TableView: Story = {
  args: { selectable: true, defaultSelected: ['KP', 'BR'], defaultShowTable: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Requests by country' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(22);
    await expect(rows[1]).toHaveTextContent('Vietnam54,000');
    await expect(within(table).getByRole('row', { name: /North Korea/ })).toHaveTextContent('No dataBlocked');
  },
};

// --- Categorical mode: the multi-CDN route map ----------------------------------------------------------------

/** A row as the API returns it (MultiCdnCountryRoute in openapi/main/cdn.yaml). */
interface CountryRoute {
  country: string;
  strategy_id: string | null;
  targets: { cdn_id: string; cdn_name: string; share_percent: number; requests: number }[];
}

const cdnNames: Record<string, string> = {
  'cdn-a': 'CDN A',
  'cdn-b': 'CDN B',
  'cdn-c': 'CDN C',
  'cdn-d': 'CDN D',
};

/** A route with its requests split by share (fixed numbers, so screenshots are stable). */
function route(
  country: string,
  requests: number,
  shares: [string, number][],
  strategy = 'strategy-1',
): CountryRoute {
  return {
    country,
    strategy_id: strategy === '' ? null : strategy,
    targets: shares.map(([cdn, share]) => ({
      cdn_id: cdn,
      cdn_name: cdnNames[cdn] ?? cdn,
      share_percent: share,
      requests: Math.round((requests * share) / 100),
    })),
  };
}

const routes: CountryRoute[] = [
  route('VN', 54_000, [
    ['cdn-a', 70],
    ['cdn-b', 30],
  ]),
  route('TH', 4_800, [
    ['cdn-a', 55],
    ['cdn-c', 45],
  ]),
  route('LA', 600, [['cdn-a', 100]]),
  route('KH', 900, [
    ['cdn-a', 80],
    ['cdn-b', 20],
  ]),
  route('SG', 19_800, [
    ['cdn-c', 60],
    ['cdn-a', 40],
  ]),
  route('MY', 2_900, [
    ['cdn-c', 65],
    ['cdn-b', 35],
  ]),
  route('ID', 3_900, [
    ['cdn-c', 52],
    ['cdn-b', 48],
  ]),
  route('PH', 2_100, [
    ['cdn-c', 70],
    ['cdn-b', 30],
  ]),
  route('JP', 23_500, [
    ['cdn-b', 60],
    ['cdn-c', 40],
  ]),
  route('KR', 5_400, [
    ['cdn-b', 55],
    ['cdn-c', 45],
  ]),
  route('CN', 3_300, [['cdn-c', 100]]),
  route('IN', 11_000, [
    ['cdn-c', 58],
    ['cdn-b', 42],
  ]),
  route('AU', 7_200, [
    ['cdn-c', 75],
    ['cdn-b', 25],
  ]),
  route('US', 41_000, [
    ['cdn-b', 90],
    ['cdn-c', 10],
  ]),
  route('CA', 3_100, [['cdn-b', 100]]),
  route('MX', 2_500, [['cdn-b', 100]]),
  route('BR', 8_600, [
    ['cdn-b', 85],
    ['cdn-a', 15],
  ]),
  route('AR', 700, [['cdn-b', 100]]),
  route('GB', 5_900, [
    ['cdn-b', 80],
    ['cdn-c', 20],
  ]),
  route('DE', 12_400, [
    ['cdn-b', 70],
    ['cdn-a', 30],
  ]),
  route('FR', 6_100, [['cdn-b', 100]]),
  route('ZA', 900, [['cdn-b', 100]]),
  route('NG', 1_200, [['cdn-b', 100]]),
  route('EG', 400, [['cdn-b', 100]]),
];

/** What the screen does with the API rows: the category is the CDN with the largest share (the first on a tie). */
function routeCategories(rows: readonly CountryRoute[]): Record<string, WorldMapCountryCategory> {
  return Object.fromEntries(
    rows.map((r) => {
      const top = r.targets.reduce<CountryRoute['targets'][number] | undefined>(
        (best, t) => (best === undefined || t.share_percent > best.share_percent ? t : best),
        undefined,
      );
      const detail = r.targets.map((t) => `${t.cdn_name} ${t.share_percent} %`).join(', ');
      const category = r.strategy_id === null || top === undefined ? 'none' : top.cdn_id;
      return [r.country, detail === '' ? { category } : { category, detail }];
    }),
  );
}

const cdnCategories: WorldMapCategory[] = [
  { id: 'cdn-a', label: 'CDN A' },
  { id: 'cdn-b', label: 'CDN B' },
  { id: 'cdn-c', label: 'CDN C' },
];

const routeStrings: WorldMapCategoricalStrings = {
  showTable: 'Show as table',
  showChart: 'Show as map',
  countryHeader: 'Country',
  categoryHeader: 'Main CDN',
  detailHeader: 'Split',
  noData: 'No traffic',
  legendLabel: 'Main CDN per country',
  keyboardHint: 'Arrow keys move between countries in alphabetical order; type a letter to jump.',
};

/** Each country takes the colour of the CDN serving most of its requests; the tooltip and table give the split. */
export const RouteMap: Story = {
  render: () => (
    <WorldMap
      mode="categorical"
      title="Routes by country"
      summary="CDN A serves most of Vietnam and its neighbours, CDN C most of Asia-Pacific, CDN B the Americas, Europe and Africa."
      categories={cdnCategories}
      countries={routeCategories(routes)}
      countryName={englishName}
      strings={routeStrings}
      locale="en"
      width={720}
      data-testid="route-map"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Routes by country' });
    await expect(map).toHaveAccessibleDescription(/CDN A serves most of Vietnam.*Arrow keys/);
    await expect(canvas.getByTestId('route-map')).toHaveAttribute('data-mode', 'categorical');
    const legend = canvas.getByRole('list', { name: 'Main CDN per country' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CDN A', 'CDN B', 'CDN C', 'No traffic']);

    // Keyboard: the one tab stop, then type-ahead to Vietnam; its name carries the category and the split.
    await tabTo(within(map).getByRole('img', { name: 'Afghanistan, No traffic' }));
    await userEvent.keyboard('vvv');
    const vietnam = within(map).getByRole('img', { name: 'Vietnam, CDN A, CDN A 70 %, CDN B 30 %' });
    await expect(vietnam).toHaveFocus();
    await expect(vietnam.style.getPropertyValue('--country-fill')).toBe(seriesColor(0));
    await expect(tooltip(canvasElement)).toHaveTextContent('VietnamCDN ACDN A 70 %, CDN B 30 %');
    // Arrows step through the alphabet: Venezuela, Vanuatu, Uzbekistan, Uruguay, United States.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(
      within(map).getByRole('img', { name: 'United States, CDN B, CDN B 90 %, CDN C 10 %' }),
    ).toHaveFocus();
    await expect(tooltip(canvasElement)).toHaveTextContent('United StatesCDN BCDN B 90 %, CDN C 10 %');

    // The table toggle precedes the map: Shift+Tab, Enter.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Routes by country' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Country', 'Main CDN', 'Split']);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(routes.length + 1);
    // Grouped by category in legend order, alphabetical within.
    await expect(rows[1]).toHaveTextContent('CambodiaCDN ACDN A 80 %, CDN B 20 %');
    await expect(within(table).getByRole('row', { name: /^Vietnam/ })).toHaveTextContent(
      'VietnamCDN ACDN A 70 %, CDN B 30 %',
    );
    await expect(rows[routes.length]).toHaveTextContent('SingaporeCDN CCDN C 60 %, CDN A 40 %');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: 'Routes by country' })).toBeVisible();
    // Back on the map, the tab stop is the country focused last.
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: /^United States, CDN B/ })).toHaveFocus();
  },
};

// A strategy over CDN A and CDN C only. Traffic from an unknown location (XX) has no shape, so only the table
// lists it; countries without a strategy have no targets and get a category of their own.
const unroutedRows: CountryRoute[] = [
  route('VN', 54_000, [
    ['cdn-a', 70],
    ['cdn-c', 30],
  ]),
  route('TH', 4_800, [
    ['cdn-a', 55],
    ['cdn-c', 45],
  ]),
  route('LA', 600, [['cdn-a', 100]]),
  route('KH', 900, [['cdn-a', 100]]),
  route('MY', 2_900, [
    ['cdn-c', 65],
    ['cdn-a', 35],
  ]),
  route('ID', 3_900, [['cdn-c', 100]]),
  route('PH', 2_100, [
    ['cdn-c', 70],
    ['cdn-a', 30],
  ]),
  route('AU', 7_200, [
    ['cdn-c', 75],
    ['cdn-a', 25],
  ]),
  route('JP', 23_500, [['cdn-c', 100]]),
  route('RU', 0, [], ''),
  route('IR', 0, [], ''),
  route('XX', 300, [['cdn-a', 100]]),
];

/**
 * CDN B is left out of the strategy; `series` keeps CDN C in its colour. Countries without a strategy form their
 * own category, and XX (an unknown location) appears in the table only.
 */
export const Unrouted: Story = {
  render: () => (
    <WorldMap
      mode="categorical"
      title="Routes by country"
      summary="CDN A serves Vietnam and its neighbours, CDN C the rest of Asia-Pacific; Russia and Iran have no strategy."
      categories={[
        { id: 'cdn-a', label: 'CDN A', series: 0 },
        { id: 'cdn-c', label: 'CDN C', series: 2 },
        { id: 'none', label: 'No strategy', series: 3 },
      ]}
      countries={routeCategories(unroutedRows)}
      countryName={(code) => (code === 'XX' ? 'Unknown location' : englishName(code))}
      strings={routeStrings}
      locale="en"
      width={720}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Routes by country' });
    await expect(
      within(canvas.getByRole('list', { name: 'Main CDN per country' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CDN A', 'CDN C', 'No strategy', 'No traffic']);
    const australia = within(map).getByRole('img', { name: 'Australia, CDN C, CDN C 75 %, CDN A 25 %' });
    await expect(australia.style.getPropertyValue('--country-fill')).toBe(seriesColor(2));

    await tabTo(within(map).getByRole('img', { name: 'Afghanistan, No traffic' }));
    await userEvent.keyboard('rr');
    const russia = within(map).getByRole('img', { name: 'Russia, No strategy' });
    await expect(russia).toHaveFocus();
    await expect(russia.style.getPropertyValue('--country-fill')).toBe(seriesColor(3));
    await expect(tooltip(canvasElement)).toHaveTextContent(/^RussiaNo strategy$/);

    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Routes by country' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(unroutedRows.length + 1);
    await expect(within(table).getByRole('row', { name: /^Unknown location/ })).toHaveTextContent(
      'Unknown locationCDN ACDN A 100 %',
    );
    // Legend order: the unrouted countries come last, without a split.
    await expect(rows.slice(-2).map((r) => r.textContent)).toEqual(['IranNo strategy', 'RussiaNo strategy']);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: 'Routes by country' })).toBeVisible();
  },
};

/** Without `width` the map fills its container (a fixed 480px box here); the height follows at 1:2. */
export const Fluid: Story = {
  args: { width: undefined },
  // The meta's args are those of the sequential mode; Storybook types them as either mode.
  render: (args) => (
    <div style={{ width: 480 }}>
      <WorldMap {...(args as WorldMapSequentialProps)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('group', { name: 'Requests by country' });
    await expect(map).toHaveAttribute('width', '446');
    await expect(map).toHaveAttribute('height', '223');
  },
};

function GeoBlocking() {
  const [blocked, setBlocked] = useState<string[]>(['KP']);
  const viName = names('vi');
  return (
    <div style={{ display: 'grid', gap: 8, width: 640 }}>
      <WorldMap
        title="Chặn theo quốc gia"
        summary="Việt Nam gửi nhiều yêu cầu nhất."
        values={requests}
        countryName={viName}
        strings={{
          showTable: 'Xem dạng bảng',
          showChart: 'Xem dạng bản đồ',
          countryHeader: 'Quốc gia',
          valueHeader: 'Yêu cầu',
          selectedHeader: 'Bị chặn',
          selectedState: 'Bị chặn',
          noData: 'Không có dữ liệu',
          legendLabel: 'Yêu cầu theo quốc gia',
          keyboardHint: 'Phím mũi tên di chuyển giữa các quốc gia; Enter hoặc Space để chặn hoặc bỏ chặn.',
        }}
        formatValue={(v) => v.toLocaleString('vi-VN')}
        locale="vi"
        selectable
        selected={blocked}
        onSelectionChange={setBlocked}
      />
      <output data-testid="blocked">{blocked.map(viName).join(', ')}</output>
    </div>
  );
}

export const Examples: Story = {
  render: () => <GeoBlocking />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brazil = canvas.getByRole('checkbox', { name: /^Brazil/ });
    await userEvent.click(brazil);
    await expect(brazil).toBeChecked();
    await expect(canvas.getByTestId('blocked')).toHaveTextContent(/Brazil/);
  },
};
