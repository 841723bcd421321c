// The rjsf theme (src/engine/rjsf) covers rjsf's whole default registry and renders every kind of field with
// the design system.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form, { getDefaultRegistry } from '@rjsf/core';
// rjsf's own lists, imported directly: the build gives rjsf's default registry the theme instead
// (scripts/vite-library-imports.ts; the bundle suite checks that rjsf's own widgets are not in the build).
import rjsfTemplates from '@rjsf/core/lib/components/templates/index.js';
import rjsfWidgets from '@rjsf/core/lib/components/widgets/index.js';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { templates, widgets } from '../../src/engine/rjsf/theme';

const registry = { ...getDefaultRegistry(), widgets: rjsfWidgets(), templates: rjsfTemplates() };

const attr = (element: Element | null, name: string) => element?.getAttribute(name) ?? null;

/** The accessible description: the text of the elements aria-describedby names. */
function description(element: Element): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/**
 * Registry entries the theme deliberately leaves to rjsf, with the reason. Fields hold no markup of their own:
 * they choose a widget or template from the registry and so render through the theme.
 */
const documentedFallbacks: Record<string, string> = Object.fromEntries(
  Object.keys(registry.fields).map((key) => [
    `fields.${key}`,
    'rjsf field: logic only (schema → widget/template); renders through the theme',
  ]),
);

describe('rjsf theme coverage', () => {
  it('maps every widget of the default registry to its own component', () => {
    const defaults = registry.widgets as Record<string, unknown>;
    const theme = widgets as Record<string, unknown>;
    const unmapped = Object.keys(defaults).filter(
      (key) => !documentedFallbacks[`widgets.${key}`] && (!theme[key] || theme[key] === defaults[key]),
    );
    expect(unmapped).toEqual([]);
    expect(Object.keys(defaults).length).toBeGreaterThanOrEqual(20);
  });

  it('maps every template and button template of the default registry', () => {
    const defaults = registry.templates as unknown as Record<string, unknown>;
    const theme = templates as unknown as Record<string, unknown>;
    const unmapped = Object.keys(defaults)
      .filter((key) => key !== 'ButtonTemplates')
      .filter(
        (key) => !documentedFallbacks[`templates.${key}`] && (!theme[key] || theme[key] === defaults[key]),
      );
    expect(unmapped).toEqual([]);

    const defaultButtons = registry.templates.ButtonTemplates as Record<string, unknown>;
    const themeButtons = templates.ButtonTemplates as Record<string, unknown>;
    const unmappedButtons = Object.keys(defaultButtons).filter(
      (key) =>
        !documentedFallbacks[`templates.ButtonTemplates.${key}`] &&
        (!themeButtons[key] || themeButtons[key] === defaultButtons[key]),
    );
    expect(unmappedButtons).toEqual([]);
  });

  it('documents every registry field it leaves to rjsf, and nothing else', () => {
    for (const key of Object.keys(registry.fields)) expect(documentedFallbacks[`fields.${key}`]).toBeTruthy();
    expect(Object.keys(documentedFallbacks).every((key) => key.startsWith('fields.'))).toBe(true);
  });

  it('adds the switch widget name', () => {
    expect(widgets.switch).toBeTypeOf('function');
  });
});

const schema: RJSFSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', title: 'Name', maxLength: 20 },
    email: { type: 'string', format: 'email', title: 'Email' },
    website: { type: 'string', format: 'uri', title: 'Website' },
    secret: { type: 'string', title: 'Secret' },
    notes: { type: 'string', title: 'Notes' },
    ttl: { type: 'integer', title: 'TTL', minimum: 0, maximum: 86400 },
    ratio: { type: 'number', title: 'Ratio' },
    level: { type: 'integer', title: 'Level', minimum: 0, maximum: 10 },
    region: { type: 'string', title: 'Region', enum: ['apac', 'eu', 'us'] },
    protocol: { type: 'string', title: 'Protocol', enum: ['http', 'https'] },
    compress: { type: 'boolean', title: 'Compress' },
    active: { type: 'boolean', title: 'Active' },
    methods: {
      type: 'array',
      title: 'Methods',
      uniqueItems: true,
      items: { type: 'string', enum: ['GET', 'POST', 'PUT'] },
    },
    since: { type: 'string', format: 'date', title: 'Since' },
    colour: { type: 'string', title: 'Colour' },
    certificate: { type: 'string', format: 'data-url', title: 'Certificate file' },
    token: { type: 'string', title: 'Token' },
    hosts: { type: 'array', title: 'Hosts', items: { type: 'string', title: 'Host' } },
    origin: {
      type: 'object',
      title: 'Origin',
      description: 'Where the CDN fetches from.',
      properties: { host: { type: 'string', title: 'Host name' } },
    },
  },
};

const uiSchema: UiSchema = {
  secret: { 'ui:widget': 'password', 'ui:options': { showLabel: 'Show secret', hideLabel: 'Hide secret' } },
  notes: { 'ui:widget': 'textarea', 'ui:options': { rows: 3, monospace: true } },
  ttl: { 'ui:options': { unit: 's' } },
  level: { 'ui:widget': 'range' },
  protocol: { 'ui:widget': 'radio' },
  active: { 'ui:widget': 'switch' },
  colour: { 'ui:widget': 'color' },
  token: { 'ui:widget': 'hidden' },
  // Help comes from the uiSchema (the console fills it from the catalogues), never from the schema.
  origin: { 'ui:description': 'The server the CDN fetches from.' },
  'ui:submitButtonOptions': { submitText: 'Save' },
};

async function renderForm(onSubmit = vi.fn(), formData: Record<string, unknown> = {}) {
  render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={widgets}
      templates={templates}
      formData={formData}
      onSubmit={(event) => onSubmit(event.formData)}
      onError={() => undefined}
      showErrorList={false}
      noHtml5Validate
    />,
  );
  // Date and time widgets load as their own chunk: wait until no field is still a loading skeleton.
  await waitFor(() =>
    expect(document.querySelector('[aria-hidden="true"][data-variant="block"]')).toBeNull(),
  );
  return onSubmit;
}

describe('rjsf theme rendering', () => {
  it('renders one field of each kind with design-system controls', async () => {
    await renderForm(vi.fn(), { region: 'eu', token: 't-1', ttl: 300 });

    expect(attr(screen.getByRole('textbox', { name: /^Name/ }), 'maxlength')).toBe('20');
    expect(attr(screen.getByRole('textbox', { name: /^Email/ }), 'type')).toBe('email');
    expect(attr(screen.getByRole('textbox', { name: /^Website/ }), 'type')).toBe('url');

    const secret = screen.getByLabelText('Secret');
    expect(attr(secret, 'type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Show secret' })).toBeTruthy();

    const notes = screen.getByRole('textbox', { name: /^Notes/ });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(attr(notes, 'rows')).toBe('3');
    expect(attr(notes, 'data-monospace')).toBe('true');

    const ttl = screen.getByRole('textbox', { name: /^TTL/ });
    expect((ttl as HTMLInputElement).value).toBe('300');
    expect(description(ttl)).toBe('s');
    expect(screen.getByRole('textbox', { name: /^Ratio/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Level/ })).toBeTruthy();

    expect(screen.getByRole('button', { name: /Region/ }).textContent).toContain('eu');
    const protocol = screen.getByRole('radiogroup', { name: /^Protocol/ });
    expect(within(protocol).getAllByRole('radio')).toHaveLength(2);

    expect(screen.getByRole('switch', { name: 'Compress' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeTruthy();

    const methods = screen.getByRole('group', { name: /^Methods/ });
    expect(within(methods).getAllByRole('checkbox')).toHaveLength(3);

    expect(screen.getByRole('group', { name: /^Since/ })).toBeTruthy(); // DatePicker: a group of date segments
    expect(screen.getByRole('textbox', { name: /^Colour/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Certificate file' })).toBeTruthy();
    expect((document.getElementById('root_token') as HTMLInputElement).value).toBe('t-1');

    expect(screen.getByRole('heading', { name: 'Hosts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Origin' })).toBeTruthy();
    expect(screen.getByText('The server the CDN fetches from.')).toBeTruthy();
    expect(screen.queryByText('Where the CDN fetches from.')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Host name/ })).toBeTruthy();
    expect(attr(screen.getByRole('button', { name: 'Save' }), 'type')).toBe('submit');
  });

  it('edits by keyboard and pointer and submits the typed data', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm();

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'edge-1');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('switch', { name: 'Compress' }));
    await user.click(screen.getByRole('radio', { name: 'https' }));
    await user.click(screen.getByRole('checkbox', { name: 'POST' }));
    await user.click(screen.getByRole('checkbox', { name: 'GET' }));
    const ttl = screen.getByRole('textbox', { name: /^TTL/ });
    await user.click(ttl);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await user.tab();

    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(document.getElementById('root_hosts_0')).not.toBeNull());
    const host = document.getElementById('root_hosts_0') as HTMLInputElement;
    await user.type(host, 'a.example.com');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'edge-1',
      active: true,
      compress: true,
      protocol: 'https',
      methods: ['GET', 'POST'],
      ttl: 1, // from empty, ArrowUp starts at the minimum (0), then steps to 1
      hosts: ['a.example.com'],
    });
  });

  it('shows a validation error on its field and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(attr(name, 'aria-invalid')).toBe('true'));
    expect(description(name)).toMatch(/required/i);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
