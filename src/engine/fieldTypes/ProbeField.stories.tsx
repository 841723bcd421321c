// The `probe` kind (`x-kind: "probe"`): a health check's last answer, as a list cell and as plain text (CSV),
// for each outcome — an answer that passed, one that failed by its status, and no answer at all.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { KeyValueList } from '@ds/KeyValueList';
import { loadStoryI18n, localeOf, storyI18n } from '../../storybook/i18n';
import { storyNow } from '../../storybook/audit';
import { renderValue } from '../format';
import type { FieldSchema } from '../schema';
import { NowProvider } from './clock';
import type { ProbeAnswer } from './probeAnswer';

const schema = { type: ['object', 'null'], 'x-kind': 'probe' } as FieldSchema;
const checkedAt = '2025-06-21T08:58:00Z';

const answers: Record<string, ProbeAnswer> = {
  passed: { checked_at: checkedAt, passed: true, status_code: 200, error: null, latency_ms: 35 },
  redirected: { checked_at: checkedAt, passed: true, status_code: 301, error: null, latency_ms: 1240 },
  failed_status: { checked_at: checkedAt, passed: false, status_code: 503, error: null, latency_ms: 120 },
  refused: {
    checked_at: checkedAt,
    passed: false,
    status_code: null,
    error: 'connection_refused',
    latency_ms: null,
  },
  timeout: { checked_at: checkedAt, passed: false, status_code: null, error: 'timeout', latency_ms: null },
  dns: { checked_at: checkedAt, passed: false, status_code: null, error: 'dns_not_found', latency_ms: null },
  private: {
    checked_at: checkedAt,
    passed: false,
    status_code: null,
    error: 'address_refused',
    latency_ms: null,
  },
  tls: { checked_at: checkedAt, passed: false, status_code: null, error: 'tls_failed', latency_ms: null },
};

function Probes({ mode }: { mode: 'cell' | 'text' }) {
  const { t, i18n } = useTranslation();
  return (
    <KeyValueList
      columns={1}
      aria-label={mode}
      items={[
        ...Object.entries(answers).map(([id, value]) => ({
          id,
          label: id,
          value: renderValue({ i18n, t, resource: 'probe_demo', field: id, schema, value, mode }),
        })),
        {
          id: 'never',
          label: 'never',
          value: renderValue({ i18n, t, resource: 'probe_demo', field: 'never', schema, value: null, mode }),
        },
      ]}
    />
  );
}

async function withI18n(context: StoryContext) {
  const i18n = await loadStoryI18n();
  await i18n.changeLanguage(localeOf(context.globals));
  return async () => {
    await i18n.changeLanguage('en');
  };
}

const meta = {
  title: 'Console/Engine/Field types/Probe',
  beforeEach: withI18n,
  decorators: [
    (Story) => (
      <I18nextProvider i18n={storyI18n()}>
        <NowProvider now={storyNow}>
          <Story />
        </NowProvider>
      </I18nextProvider>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector(`[data-key="${id}"]`) as HTMLElement;

/** As cells: the check's time (its date on focus), then its answer; a failed one in the danger colour. */
export const Cells: Story = {
  render: () => <Probes mode="cell" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The drawing loads with the first probe shown (its plain words stand in meanwhile).
    await expect(await canvas.findByText('200 in 35 ms')).toHaveAttribute('data-state', 'passed');
    await expect(canvas.getByText('301 in 1,240 ms')).toHaveAttribute('data-state', 'passed');
    await expect(canvas.getByText('503 in 120 ms')).toHaveAttribute('data-state', 'failed');
    for (const text of [
      'Connection refused',
      'No answer in time',
      'DNS name not found',
      'Private address, not requested',
      'TLS certificate error',
    ])
      await expect(canvas.getByText(text)).toHaveAttribute('data-state', 'failed');
    await expect(item(canvasElement, 'passed')).toHaveTextContent('Checked 2 minutes ago: 200 in 35 ms');
    await expect(item(canvasElement, 'never')).toHaveTextContent('—');

    const time = canvasElement.querySelector('time');
    await userEvent.tab();
    while (document.activeElement !== time && canvasElement.contains(document.activeElement))
      await userEvent.tab();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      '2025',
    );
  },
};

/** As plain text (CSV export): the absolute time of the check, then its answer. */
export const Text: Story = {
  render: () => <Probes mode="text" />,
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement, 'failed_status')).toHaveTextContent(
      /Checked at .*2025.*: 503 in 120 ms$/,
    );
    await expect(item(canvasElement, 'refused')).toHaveTextContent(
      /Checked at .*2025.*: Connection refused$/,
    );
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  render: () => <Probes mode="cell" />,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(item(canvasElement, 'passed')).toHaveTextContent('Đã kiểm tra 2 phút trước: 200 trong 35 ms'),
    );
    await expect(within(canvasElement).getByText('Kết nối bị từ chối')).toBeVisible();
    await expect(within(canvasElement).getByText('Không phản hồi kịp thời')).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  render: () => <Probes mode="cell" />,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(item(canvasElement, 'passed')).toHaveTextContent('Geprüft vor 2 Minuten: 200 nach 35 ms'),
    );
    await expect(within(canvasElement).getByText('Verbindung abgelehnt')).toBeVisible();
    await expect(within(canvasElement).getByText('TLS-Zertifikatsfehler')).toBeVisible();
  },
};
