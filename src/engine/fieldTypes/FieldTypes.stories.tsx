// The type → widget registry at a glance: one field per kind, as a list cell, as a detail value and as its form
// widget, all chosen from the schema alone (no uiSchema). A gallery for developers adding a resource.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { I18nextProvider, useTranslation } from 'react-i18next';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { KeyValueList } from '@ds/KeyValueList';
import { loadStoryI18n, localeOf, storyI18n } from '../../storybook/i18n';
import { storyNow } from '../../storybook/audit';
import { renderValue } from '../format';
import { DetailValue } from '../detail/DetailValue';
import { templates, widgets } from '../rjsf/theme';
import type { FieldSchema } from '../schema';
import { NowProvider } from './clock';

/** A demo resource of this gallery only: its enum labels are added to the story's i18n instance. */
const resource = 'field_types_demo';
const enumLabels = {
  en: { active: 'Active', pending: 'Pending' },
  vi: { active: 'Đang hoạt động', pending: 'Đang chờ' },
  de: { active: 'Aktiv', pending: 'Ausstehend' },
};

const properties: Record<string, FieldSchema> = {
  id: { type: 'string', format: 'uuid' },
  status: { type: 'string', enum: ['active', 'pending'] },
  domain: { type: 'string', format: 'domain' },
  ip: { type: 'string', format: 'ipv4' },
  cidr: { type: 'string', format: 'cidr' },
  url: { type: 'string', format: 'uri' },
  email: { type: 'string', format: 'email' },
  updated_at: { type: 'string', format: 'date-time' },
  country: { type: 'string', 'x-kind': 'country' } as FieldSchema,
  enabled: { type: 'boolean' },
  size: { type: 'integer', 'x-kind': 'bytes' } as FieldSchema,
  ttl: { type: 'integer', 'x-kind': 'duration' } as FieldSchema,
  api_key: { type: 'string', 'x-kind': 'secret' } as FieldSchema,
  certificate: { type: 'string', 'x-kind': 'pem' } as FieldSchema,
  count: { type: 'integer' },
  tags: { type: 'array', items: { type: 'string' } },
};

const record: Record<string, unknown> = {
  id: '7d1c2b8e-5a4f-4c1e-9f0a-2b3c4d5e6f70',
  status: 'active',
  domain: 'cdn.example.net',
  ip: '203.0.113.7',
  cidr: '198.51.100.0/24',
  url: 'https://origin.example.vn/assets',
  email: 'ops@example.vn',
  updated_at: '2025-06-20T14:45:00Z',
  country: 'VN',
  enabled: true,
  size: 5368709120,
  ttl: 86400,
  api_key: 'sk_live_never_shown',
  certificate: '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2V4YW1wbGU=\n-----END CERTIFICATE-----',
  count: 1234567,
  tags: ['edge', 'video'],
};

function Gallery({ mode }: { mode: 'cell' | 'detail' }) {
  const { t, i18n } = useTranslation();
  return (
    <KeyValueList
      columns={2}
      aria-label={mode}
      items={Object.entries(properties).map(([field, schema]) => ({
        id: field,
        label: field,
        value:
          mode === 'cell' ? (
            renderValue({ i18n, t, resource, field, schema, value: record[field] })
          ) : (
            <DetailValue
              resource={resource}
              field={field}
              schema={schema}
              value={record[field]}
              label={field}
            />
          ),
      }))}
    />
  );
}

const formFields = ['status', 'url', 'country', 'enabled', 'size', 'ttl', 'api_key', 'certificate'];

const formSchema: RJSFSchema = {
  type: 'object',
  properties: Object.fromEntries(
    // The kinds with a widget of their own (the rest are text fields); few enough to fit one screen.
    Object.entries(properties)
      .filter(([field]) => formFields.includes(field))
      .map(([field, schema]) => [field, { ...schema, title: field } as RJSFSchema]),
  ),
};

function FormGallery() {
  return (
    <Form
      schema={formSchema}
      formData={record}
      validator={validator}
      widgets={widgets}
      templates={templates}
      noHtml5Validate
      showErrorList={false}
    />
  );
}

async function withI18n(context: StoryContext) {
  const i18n = await loadStoryI18n();
  for (const [lng, values] of Object.entries(enumLabels)) {
    i18n.addResourceBundle(lng, 'resources', { [resource]: { values: { status: values } } }, true, false);
  }
  await i18n.changeLanguage(localeOf(context.globals));
  return async () => {
    await i18n.changeLanguage('en');
  };
}

const meta = {
  title: 'Console/Engine/Field types',
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

/** List cells: compact text, enums as badges, secrets masked. */
export const Cells: Story = {
  render: () => <Gallery mode="cell" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('••••')).toBeVisible();
    await expect(canvas.queryByText(/sk_live/)).toBeNull();
    await expect(canvas.getByText('Vietnam')).toBeVisible();
    await expect(canvas.getByText('5 GB')).toBeVisible();
    await expect(canvas.getByText('1 day')).toBeVisible();
    await expect(canvas.getByText('PEM (certificate)')).toBeVisible();
    await expect(canvas.getByText('Yes')).toBeVisible();
  },
};

/** Detail values: copy buttons on ids and addresses, relative time with the date on focus, PEM as code. */
export const Details: Story = {
  render: () => <Gallery mode="detail" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const value of [record.id, record.domain, record.ip, record.cidr, record.url, record.email]) {
      await expect(canvas.getByRole('button', { name: `Click to copy ${String(value)}` })).toBeVisible();
    }
    await expect(canvas.getByRole('region', { name: 'Content of certificate' })).toHaveTextContent(
      'BEGIN CERTIFICATE',
    );
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('18 hours ago');
    await userEvent.tab();
    while (document.activeElement !== time && canvasElement.contains(document.activeElement))
      await userEvent.tab();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      '2025',
    );
  },
};

/** Form widgets picked from the schema: Switch, CountryPicker, unit suffixes, SecretField, monospace PEM. */
export const FormWidgets: Story = {
  render: () => <FormGallery />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'enabled' })).toBeChecked();
    // The country names load after the widget does.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /^country/ })).toHaveValue('Vietnam'));
    await expect(canvas.getByLabelText('api_key')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('textbox', { name: /^certificate/ })).toHaveAttribute(
      'data-monospace',
      'true',
    );
    await expect(canvas.getAllByText('sec').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('textbox', { name: /^url/ })).toHaveAttribute('type', 'url');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  render: () => <Gallery mode="cell" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Việt Nam')).toBeVisible();
    await expect(canvas.getByText('Đang hoạt động')).toBeVisible();
    await expect(canvas.getByText('Có')).toBeVisible();
  },
};
