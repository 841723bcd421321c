import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import vi from 'i18n-iso-countries/langs/vi.json';
import { WorldMap } from './WorldMap';
import type { WorldMapStrings } from './WorldMap';

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

export const Mercator: Story = { args: { projection: 'mercator', height: 440 } };

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

/** Without `width` the map fills its container (a fixed 480px box here); the height follows at 1:2. */
export const Fluid: Story = {
  args: { width: undefined },
  render: (args) => (
    <div style={{ width: 480 }}>
      <WorldMap {...args} />
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
