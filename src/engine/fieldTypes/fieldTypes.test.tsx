// Tests named after src/engine/specs/field-types.md.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import Form, { getDefaultRegistry } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { testI18n } from '../../../tests/unit/helpers';
import { renderValue } from '../format';
import { translateErrors } from '../form/validationMessages';
import { templates, widgets } from '../rjsf/theme';
import { DetailValue } from '../detail/DetailValue';
import type { FieldSchema } from '../schema';
import { fieldKind, hintKinds, type FieldKind } from './kinds';
import { fieldTypes } from './registry';
import { NowProvider } from './clock';
import { formatBytes, formatDuration } from './units';
import sharedFormats from '../../../schemas/formats.json';
// @ts-expect-error: a plain .mjs build script without type declarations
import { buildFormSchemaModules } from '../../../scripts/lib/form-validators.mjs';

const i18n = () => testI18n();
const t = () => testI18n().t;

// A resource of this test only, with value labels for its enum field "f" in every language.
const labels = {
  values: { f: { active: 'Up', pending: 'Waiting', odd: 'Odd', x: 'Ex', kind: { plain: 'Plain text' } } },
  subfields: { f: { code: 'Status code', kind: 'Content type' } },
  items: { f: 'Target {{index}}' },
  emptyValues: { until: 'Never' },
};
beforeAll(() => {
  for (const lng of ['en', 'vi', 'de']) {
    i18n().addResourceBundle(lng, 'resources', { field_types_test: labels }, true, false);
  }
});

function cell(schema: FieldSchema, value: unknown, extra: Record<string, unknown> = {}) {
  return renderValue({
    i18n: i18n(),
    t: t(),
    resource: 'field_types_test',
    field: 'f',
    schema,
    value,
    ...extra,
  });
}

function show(node: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n()}>
      <NowProvider now={new Date('2025-06-20T15:45:00Z')}>{node}</NowProvider>
    </I18nextProvider>,
  );
}

function detail(schema: FieldSchema, value: unknown, field = 'f') {
  return show(
    <DetailValue resource="field_types_test" field={field} schema={schema} value={value} label="Field" />,
  );
}

function form(schema: RJSFSchema, formData?: unknown) {
  return show(
    <Form
      schema={schema}
      validator={validator}
      widgets={widgets}
      templates={templates}
      formData={formData}
      noHtml5Validate
      showErrorList={false}
    />,
  );
}

describe('field types', () => {
  it('MUST pick the kind from x-kind before format, enum before format, and the standard formats before the type', () => {
    expect(fieldKind({ type: 'string', format: 'hostname', 'x-kind': 'cidr' } as FieldSchema)).toBe('cidr');
    expect(fieldKind({ type: 'string', format: 'uuid', enum: ['a'] })).toBe('enum');
    const formats: [string, FieldKind][] = [
      ['hostname', 'domain'],
      ['ipv4', 'ip'],
      ['ipv6', 'ip'],
      ['uri', 'url'],
      ['email', 'email'],
      ['date-time', 'datetime'],
      ['uuid', 'uuid'],
    ];
    for (const [format, kind] of formats) expect(fieldKind({ type: 'string', format })).toBe(kind);
    expect(fieldKind({ type: 'string', anyOf: [{ format: 'ipv4' }, { format: 'ipv6' }] })).toBe('ip');
    expect(fieldKind({ type: ['string', 'null'], format: 'uuid' })).toBe('uuid');
    expect(fieldKind({ type: 'string', writeOnly: true } as FieldSchema)).toBe('secret');
    expect(fieldKind({ type: 'boolean' })).toBe('boolean');
    expect(fieldKind({ type: 'integer' })).toBe('number');
    expect(fieldKind({ type: 'array', items: { type: 'string' } })).toBe('list');
    expect(fieldKind({ type: 'object' })).toBe('object');
    expect(fieldKind({ type: 'string' })).toBe('text');
    for (const kind of hintKinds)
      expect(fieldKind({ type: 'string', 'x-kind': kind } as FieldSchema)).toBe(kind);
    expect(fieldKind({ type: 'string', 'x-kind': 'bogus' } as FieldSchema)).toBe('text');
  });

  it("MUST render enum values as a Badge with the resource's status tone, else the default tone, else neutral", () => {
    const status: FieldSchema = { type: 'string', enum: ['active', 'pending', 'odd'] };
    show(
      <>
        <span data-testid="own">{cell(status, 'pending', { statusTones: { pending: 'warning' } })}</span>
        <span data-testid="default">{cell(status, 'active')}</span>
        <span data-testid="neutral">{cell(status, 'odd')}</span>
      </>,
    );
    const tone = (id: string) => screen.getByTestId(id).firstElementChild?.getAttribute('data-tone');
    expect(tone('own')).toBe('warning');
    expect(tone('default')).toBe('success');
    expect(tone('neutral')).toBe('neutral');
    // The badge text is the translated value label.
    expect(screen.getByTestId('default').textContent).toBe('Up');
  });

  it('MUST render booleans as Yes/No text in cells and details and as a Switch in forms', () => {
    expect(cell({ type: 'boolean' }, true)).toBe('Yes');
    expect(cell({ type: 'boolean' }, false)).toBe('No');
    detail({ type: 'boolean' }, false);
    expect(screen.getByText('No')).toBeTruthy();
    form({ type: 'object', properties: { on: { type: 'boolean', title: 'On' } } });
    expect(screen.getByRole('switch', { name: 'On' })).toBeTruthy();
  });

  it("MUST never show a secret's value: cells and details show a mask, forms use the SecretField", () => {
    const secret = { type: 'string', 'x-kind': 'secret' } as FieldSchema;
    expect(cell(secret, 's3cr3t')).toBe('••••');
    expect(cell({ type: 'string', writeOnly: true } as FieldSchema, 's3cr3t')).toBe('••••');
    detail(secret, 's3cr3t', 'api_key');
    expect(document.body.textContent).not.toContain('s3cr3t');
    expect(screen.queryByRole('button')).toBeNull();
    form({ type: 'object', properties: { key: { ...secret, title: 'Key' } as RJSFSchema } });
    expect(screen.getByLabelText('Key').getAttribute('type')).toBe('password');
  });

  it('MUST render PEM text as a code block in details and a monospace text area in forms', () => {
    const pem = { type: 'string', 'x-kind': 'pem' } as FieldSchema;
    const code = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
    expect(cell(pem, code)).toBe('PEM (certificate)');
    detail(pem, code);
    expect(screen.getByRole('region', { name: 'Content of Field' }).textContent).toBe(code);
    expect(screen.getByRole('button', { name: 'Copy Field' })).toBeTruthy();
    form({ type: 'object', properties: { cert: { ...pem, title: 'Cert' } as RJSFSchema } });
    const area = screen.getByRole('textbox', { name: /^Cert/ });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('data-monospace')).toBe('true');
  });

  it('MUST format byte sizes and durations with units in the UI language', () => {
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(1536, 'de')).toBe('1,5 kB');
    expect(formatBytes(2, 'en', 'GB')).toBe('2 GB');
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatDuration(90, 'en')).toBe('1.5 min');
    expect(formatDuration(7200, 'vi')).toBe('2 giờ');
    expect(formatDuration(172800, 'en')).toBe('2 days');
    expect(formatDuration(1500, 'en', 'ms')).toBe('1.5 sec');
    expect(cell({ type: 'integer', 'x-kind': 'bytes' } as FieldSchema, 1048576)).toBe('1 MB');
    expect(cell({ type: 'integer', 'x-kind': 'duration', 'x-unit': 'ms' } as FieldSchema, 60000)).toBe(
      '1 min',
    );
    form({
      type: 'object',
      properties: { ttl: { type: 'integer', title: 'TTL', 'x-kind': 'duration' } as RJSFSchema },
    });
    expect(screen.getAllByText('sec').length).toBeGreaterThan(0);
  });

  it("MUST show a country code as the country's name in the UI language, and pick the CountryPicker in forms", async () => {
    const country = { type: 'string', 'x-kind': 'country' } as FieldSchema;
    expect(cell(country, 'DE')).toBe('Germany');
    await i18n().changeLanguage('vi');
    expect(cell(country, 'DE')).toBe('Đức');
    await i18n().changeLanguage('en');
    form({ type: 'object', properties: { c: { ...country, title: 'Country' } as RJSFSchema } }, { c: 'VN' });
    const picker = (await screen.findByRole('combobox', { name: /^Country/ })) as HTMLInputElement;
    // The combo box fills its text once its list of countries is built, a render after it appears.
    await waitFor(() => expect(picker.value).toBe('Vietnam'));
  });

  it('MUST show date-times as a relative Timestamp with the absolute date in details, and as a formatted date in cells', () => {
    const when: FieldSchema = { type: 'string', format: 'date-time' };
    expect(cell(when, '2025-06-20T14:45:00Z')).toMatch(/Jun 20, 2025/);
    detail(when, '2025-06-20T14:45:00Z');
    const time = document.querySelector('time');
    expect(time?.textContent).toBe('1 hour ago');
    expect(time?.getAttribute('datetime')).toBe('2025-06-20T14:45:00.000Z');
    expect(time?.getAttribute('tabindex')).toBe('0');
  });

  it("MUST show a probe's last answer as the check's relative time and what came back, a failed one marked failed", async () => {
    const probe = { type: ['object', 'null'], 'x-kind': 'probe' } as FieldSchema;
    expect(fieldKind(probe)).toBe('probe');
    const at = '2025-06-20T15:43:00Z';
    const passed = { checked_at: at, passed: true, status_code: 200, error: null, latency_ms: 1234 };
    const refused = {
      checked_at: at,
      passed: false,
      status_code: null,
      error: 'connection_refused',
      latency_ms: null,
    };
    const failed = { checked_at: at, passed: false, status_code: 503, error: null, latency_ms: 20 };
    const { container, unmount } = show(
      <>
        <span data-testid="passed">{cell(probe, passed)}</span>
        <span data-testid="refused">{cell(probe, refused)}</span>
        <span data-testid="failed">{cell(probe, failed)}</span>
        <span data-testid="never">{cell(probe, null)}</span>
      </>,
    );
    // The drawing loads with the first probe shown; its plain words stand in meanwhile.
    await waitFor(() =>
      expect(screen.getByTestId('passed').textContent).toBe('Checked 2 minutes ago: 200 in 1,234 ms'),
    );
    expect(screen.getByTestId('refused').textContent).toBe('Checked 2 minutes ago: Connection refused');
    expect(screen.getByTestId('never').textContent).toBe('—');
    expect(within(screen.getByTestId('failed')).getByText('503 in 20 ms').getAttribute('data-state')).toBe(
      'failed',
    );
    expect(within(screen.getByTestId('passed')).getByText(/200/).getAttribute('data-state')).toBe('passed');
    expect(container.querySelector('time')?.getAttribute('tabindex')).toBe('0');
    unmount();
    expect(String(cell(probe, refused, { mode: 'text' }))).toMatch(
      /^Checked at Jun 20, 2025.*: Connection refused$/,
    );
  });

  it('MUST offer a copy button in details for ids, uuids, urls, domains, ips, cidrs and emails, and for any field marked x-copyable', () => {
    const copyable: [string, FieldSchema, string][] = [
      ['id', { type: 'string' }, 'abc'],
      ['owner', { type: 'string', format: 'uuid' }, '0f0f'],
      ['origin', { type: 'string', format: 'uri' }, 'https://x.example'],
      ['host', { type: 'string', format: 'hostname' }, 'x.example'],
      ['ip', { type: 'string', format: 'ipv4' }, '10.0.0.1'],
      ['net', { type: 'string', 'x-kind': 'cidr' } as FieldSchema, '10.0.0.0/8'],
      ['mail', { type: 'string', format: 'email' }, 'a@x.example'],
      ['code', { type: 'string', 'x-copyable': true } as FieldSchema, 'XYZ'],
    ];
    for (const [field, schema, value] of copyable) {
      const { unmount } = detail(schema, value, field);
      expect(screen.getByRole('button', { name: `Click to copy ${value}` })).toBeTruthy();
      unmount();
    }
    const { unmount } = detail({ type: 'string' }, 'plain', 'name');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    detail({ type: 'string', format: 'hostname', 'x-copyable': false } as FieldSchema, 'x.example', 'host');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('MUST validate the cidr and domain formats in the precompiled form validators with the patterns the server uses', () => {
    expect(fieldKind({ type: 'string', format: 'cidr' })).toBe('cidr');
    expect(fieldKind({ type: 'string', format: 'domain' })).toBe('domain');
    const { validatorsJs } = buildFormSchemaModules({
      $id: 'https://schemas.console.local/test/formats.schema.json',
      type: 'object',
      properties: { net: { type: 'string', format: 'cidr' }, host: { type: 'string', format: 'domain' } },
    }) as { validatorsJs: string };
    for (const name of ['cidr', 'domain'] as const) {
      const pattern = new RegExp(sharedFormats.formats[name]);
      expect(validatorsJs).toContain(String(pattern));
    }
    const cidr = new RegExp(sharedFormats.formats.cidr);
    expect(['10.0.0.0/8', '2001:db8::/32'].every((v) => cidr.test(v))).toBe(true);
    expect(['10.0.0.1', '10.0.0.0/33', '300.1.1.1/8'].some((v) => cidr.test(v))).toBe(false);
    const domain = new RegExp(sharedFormats.formats.domain);
    expect(['example.com', '*.cdn.example.net'].every((v) => domain.test(v))).toBe(true);
    expect(['localhost', '-a.example', 'a..b'].some((v) => domain.test(v))).toBe(false);
  });

  it('MUST refuse control, invisible and text-direction characters in text-line and text fields, saying so in the UI language', async () => {
    expect(fieldKind({ type: 'string', format: 'text-line' })).toBe('text');
    expect(fieldKind({ type: 'string', format: 'text' })).toBe('text');
    const line = new RegExp(sharedFormats.formats['text-line']);
    const text = new RegExp(sharedFormats.formats.text);
    for (const hostile of ['a\u202Eb', 'a\u200Bb', 'a\u0007b', 'a\u2066b', '\uFEFFa'])
      expect([line.test(hostile), text.test(hostile)], JSON.stringify(hostile)).toEqual([false, false]);
    expect([line.test('Nguyễn Thị\nMinh'), text.test('Nguyễn Thị\nMinh')]).toEqual([false, true]);
    expect(line.test('Jürgen Groß 🎉')).toBe(true);
    const { validatorsJs } = buildFormSchemaModules({
      $id: 'https://schemas.console.local/test/text.schema.json',
      type: 'object',
      properties: { name: { type: 'string', format: 'text-line' }, note: { type: 'string', format: 'text' } },
    }) as { validatorsJs: string };
    expect(validatorsJs).toContain(String(line));
    expect(validatorsJs).toContain(String(text));
    const error = {
      name: 'format',
      params: { format: 'text-line' },
      property: '.name',
      message: '',
      stack: '',
    };
    const shown: string[] = [];
    await i18n().loadLanguages(['vi', 'de']);
    for (const lng of ['en', 'vi', 'de']) {
      const fixed = i18n().getFixedT(lng);
      shown.push(translateErrors([error], { t: fixed, i18n: i18n() })[0]!.message ?? '');
    }
    expect(shown[0]).toMatch(/text-direction/);
    expect(new Set(shown).size).toBe(3);
  });

  it('MUST map every kind to a widget registered in the rjsf theme (or an rjsf field for lists and objects)', () => {
    const rjsfFields = getDefaultRegistry().fields as Record<string, unknown>;
    for (const [kind, entry] of Object.entries(fieldTypes)) {
      const known = entry.widget in widgets || (entry.widget.endsWith('Field') && entry.widget in rjsfFields);
      expect(known, `${kind} → ${entry.widget}`).toBe(true);
    }
  });

  it('MUST render empty values as "—"', () => {
    for (const value of [null, undefined, '', []]) expect(cell({ type: 'string' }, value)).toBe('—');
    const { container } = detail({ type: 'string', format: 'uuid' }, null);
    expect(container.textContent).toBe('—');
  });

  it("MUST render an empty value as the resource's own word for its field when the catalogue has one", () => {
    const date: FieldSchema = { type: ['string', 'null'], format: 'date-time' };
    expect(cell(date, null, { field: 'until' })).toBe('Never');
    expect(cell(date, null, { field: 'until', mode: 'text' })).toBe('Never');
    const { container } = detail(date, null, 'until');
    expect(container.textContent).toBe('Never');
    // Other fields of the resource keep "—".
    expect(cell(date, null, { field: 'since' })).toBe('—');
  });

  it("MUST show an object's values each under its catalogue label and a list of objects each under its item label, never as JSON", () => {
    const response: FieldSchema = {
      type: 'object',
      properties: {
        code: { type: 'integer' },
        kind: { type: 'string', enum: ['plain'] },
        secret: { type: 'string' },
      },
    };
    const value = { kind: 'plain', code: 403, extra_field: 'x' };
    // Schema order, only what is given, nested enum values by their path, and nothing the schema does not name.
    expect(cell(response, value)).toBe('Status code: 403; Content type: Plain text');
    const shown = detail(response, value);
    const terms = [...shown.container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Status code', 'Content type']);
    expect(shown.container.textContent).not.toMatch(/[{"]|extra_field/);
    shown.unmount();

    const targets: FieldSchema = { type: 'array', items: response };
    expect(cell(targets, [{ code: 1 }, { kind: 'plain' }])).toBe(
      'Target 1 (Status code: 1); Target 2 (Content type: Plain text)',
    );
    const list = detail(targets, [{ code: 1 }, { kind: 'plain' }]);
    expect([...list.container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Target 1',
      'Status code',
      'Target 2',
      'Content type',
    ]);
  });

  it("MUST keep renderValue's signature for list cells and give plain text in its text mode", () => {
    const status: FieldSchema = { type: 'string', enum: ['active'] };
    const text = renderValue({
      i18n: i18n(),
      t: t(),
      resource: 'field_types_test',
      field: 'f',
      schema: status,
      value: 'active',
      mode: 'text',
    });
    expect(text).toBe('Up');
    expect(cell({ type: 'string' }, 'x', { asStatus: true })).not.toBe('x');
    const list = cell({ type: 'array', items: { type: 'string', format: 'ipv4' } }, ['10.0.0.1', '10.0.0.2']);
    expect(list).toBe('10.0.0.1, 10.0.0.2');
    expect(cell({ type: 'integer' }, 1234567)).toBe('1,234,567');
    render(<>{cell({ type: 'string' }, 'x', { asStatus: true })}</>);
    expect(within(document.body).getByText('Ex').getAttribute('data-tone')).toBe('neutral');
  });
});
