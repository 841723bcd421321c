// ReferenceWidget: a field holding another resource's id is picked from that resource's records by name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createMemoryRouter } from 'react-router-dom';
import { areas } from '../../../src/app/areas';
import { ApiError } from '../../../src/api/errors';
import { registerAreas } from '../../../src/engine/registry';
import { templates, widgets } from '../../../src/engine/rjsf/theme';
import type { Page } from '../../../src/api/adapters';
import type { AnyResource } from '../../../src/engine/types';
import { renderRouter } from '../helpers';

afterEach(() => registerAreas(areas));

type Cert = { id: string; name: string; common_name: string };
const certs: Cert[] = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Shop wildcard', common_name: '*.shop.example.com' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Media', common_name: 'media.example.com' },
];
const page = (items: Cert[]): Page<Cert> => ({
  items,
  page: 1,
  perPage: 100,
  total: items.length,
  totalPages: 1,
});

function registerCertificates(list: () => Promise<Page<Cert>>) {
  const resource = {
    name: 'test_certificate',
    idField: 'id',
    ui: { list: { columns: ['name'], titleField: 'name', sortable: ['name'] } },
    operations: { list: vi.fn(list) },
    routes: { create: { path: '/certs/add', defaultHref: '/certs/add' } },
  } as unknown as AnyResource;
  registerAreas([{ id: 'test', menuLabelKey: 'x', resources: [resource], menu: [] }]);
  return resource.operations.list as ReturnType<typeof vi.fn>;
}

const schema: RJSFSchema = {
  type: 'object',
  properties: { certificate_id: { type: ['string', 'null'], title: 'Certificate', format: 'uuid' } },
};
const uiSchema: UiSchema = {
  certificate_id: {
    'ui:widget': 'ReferenceWidget',
    'ui:options': { resource: 'test_certificate', descriptionField: 'common_name' },
  },
};

function renderForm(formData: Record<string, unknown> = {}) {
  const changes: unknown[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <Form
            schema={schema}
            uiSchema={uiSchema}
            formData={formData}
            validator={validator}
            widgets={widgets}
            templates={templates}
            onChange={(event) => changes.push(event.formData)}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  renderRouter(router);
  return changes;
}

describe('ReferenceWidget', () => {
  it("MUST offer the resource's records by name (and None) and store the chosen record's id", async () => {
    const list = registerCertificates(async () => page(certs));
    const changes = renderForm();
    const select = await screen.findByRole('button', { name: /Certificate/ });
    await waitFor(() => expect((select as HTMLButtonElement).disabled).toBe(false));
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ page: 1, sortBy: 'name' }), { params: {} });
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'None',
      expect.stringContaining('Shop wildcard'),
      expect.stringContaining('Media'),
    ]);
    expect(options[1]!.textContent).toContain('*.shop.example.com');
    await userEvent.click(options[2]!);
    await waitFor(() => expect(changes.at(-1)).toEqual({ certificate_id: certs[1]!.id }));
  });

  it('MUST keep a stored id that is not in the list choosable under its id', async () => {
    registerCertificates(async () => page(certs));
    const gone = '33333333-3333-4333-8333-333333333333';
    renderForm({ certificate_id: gone });
    const select = await screen.findByRole('button', { name: /Certificate/ });
    await waitFor(() => expect(select.textContent).toContain(gone));
  });

  it('MUST say when there is nothing to choose and link to adding one', async () => {
    registerCertificates(async () => page([]));
    renderForm();
    expect(await screen.findByText('Nothing to choose from yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add one' }).getAttribute('href')).toBe('/certs/add');
  });

  it('MUST show a failed read with Retry, and recover', async () => {
    let fail = true;
    const list = registerCertificates(async () => {
      if (fail) throw new ApiError({ status: 503, message: 'down' });
      return page(certs);
    });
    renderForm();
    expect((await screen.findByRole('alert')).textContent).toContain('The list could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(list).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Certificate/ }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
