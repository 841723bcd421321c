// Spec: src/engine/specs/labels.md and form-submission.md. What a generated form shows of a field comes from its
// resource's catalogue at every depth (item labels, help, option texts), its required marks only where a value
// is needed now, and one sentence per refused field.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { switchLanguage } from '../../../src/app/i18n';
import { siteResource } from '../../../src/areas/cdn/resources';
import { originSettingResource } from '../../../src/areas/cdn/originResource';
import {
  cacheRuleResource,
  firewallRuleResource,
  multiCdnStrategyResource,
  pageRuleResource,
} from '../../../src/areas/cdn/siteChildResources';
import { ResourceForm } from '../../../src/engine/rjsf/ResourceForm';
import type { AnyResource } from '../../../src/engine/types';
import { testI18n } from '../helpers';

async function showForm(
  resource: unknown,
  initialValues: Record<string, unknown>,
  lng: 'en' | 'vi' | 'de' = 'en',
) {
  const entry = resource as AnyResource;
  await switchLanguage(testI18n(), lng);
  const { validateFns } = await entry.schemas.loadValidators();
  const onSubmit = vi.fn();
  const view = render(
    <I18nextProvider i18n={testI18n()}>
      <ResourceForm
        resource={entry}
        validateFns={validateFns}
        initialValues={initialValues}
        onSubmit={onSubmit}
        ariaLabel="form"
      >
        <button type="submit">submit</button>
      </ResourceForm>
    </I18nextProvider>,
  );
  return { onSubmit, view, done: () => switchLanguage(testI18n(), 'en') };
}

/** The visible label of a field (the label element its control names). */
const labelOf = (control: HTMLElement) =>
  document.querySelector<HTMLElement>(`label[for="${control.id}"]`) ??
  document.getElementById(control.getAttribute('aria-labelledby')?.split(' ')[0] ?? '');

const marked = (control: HTMLElement) => labelOf(control)?.hasAttribute('data-required') ?? false;

describe('field texts of generated forms', () => {
  it('MUST label each array item with its number: object items by their title, plain items by their own label', async () => {
    const { view } = await showForm(multiCdnStrategyResource, {
      name: 'eu',
      type: 'weighted',
      targets: [
        { cdn_id: 'a', weight: 60 },
        { cdn_id: 'b', weight: 40 },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Target 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Target 2' })).toBeTruthy();
    expect(screen.queryByText(/targets-\d/)).toBeNull();
    // The fields inside an item keep their own labels.
    expect(screen.getAllByRole('textbox', { name: /^CDN provider/ })).toHaveLength(2);
    view.unmount();

    const cache = await showForm(cacheRuleResource, {
      name: 'static',
      expression: 'true',
      cache: 'eligible',
      cache_key_query_params: ['lang', 'v'],
    });
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: /^Query parameter 2/ })).value).toBe(
      'v',
    );
    cache.view.unmount();
  });

  it('MUST word item labels, nested labels, help and option texts in the language shown', async () => {
    const { view, done } = await showForm(
      originSettingResource,
      { origin_servers: [{ origin_server_url: 'https://a.example.com' }] },
      'de',
    );
    expect(await screen.findByRole('heading', { name: 'Origin-Server 1' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Server-URL/ })).toBeTruthy();
    expect(
      screen.getByText('Fehlversuche innerhalb der Sperrzeit, bevor der Server übersprungen wird.'),
    ).toBeTruthy();
    expect(screen.queryByText(/fail_timeout_seconds/)).toBeNull();
    view.unmount();
    await done();

    const page = await showForm(
      pageRuleResource,
      { url_pattern: 'a/*', actions: { cache_level: 'basic' } },
      'vi',
    );
    expect(await screen.findByText(/^Chuyển hướng các yêu cầu khớp/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^URL đích/ }).getAttribute('placeholder')).toBe(
      'https://www.example.com/$1',
    );
    page.view.unmount();
    await page.done();
  });

  it("MUST show the help written for people, never the schema's description with API names", async () => {
    const { view } = await showForm(cacheRuleResource, {
      name: 'static',
      expression: 'true',
      cache: 'eligible',
    });
    expect(await screen.findByText(/^Respect origin follows the origin's Cache-Control header/)).toBeTruthy();
    expect(view.container.textContent).not.toMatch(/respect_origin|edge_ttl_seconds|cache_key_query_params/);
    view.unmount();
  });

  it('MUST NOT mark the properties of an optional object left empty as required; once it holds a value they are, and what is missing is reported', async () => {
    const { view, onSubmit } = await showForm(firewallRuleResource, {
      description: 'Block admin',
      expression: 'http.request.uri.path contains "/admin"',
      action: 'block',
    });
    const body = await screen.findByRole('textbox', { name: /^Body/ });
    const status = screen.getByRole('textbox', { name: /^Status code/ });
    expect(marked(status)).toBe(false);
    expect(marked(body)).toBe(false);
    // Unconditionally required fields keep their mark.
    expect(marked(screen.getByRole('textbox', { name: /^Description/ }))).toBe(true);

    const user = userEvent.setup();
    await user.type(body, 'Forbidden');
    await waitFor(() => expect(marked(screen.getByRole('textbox', { name: /^Status code/ }))).toBe(true));
    expect(marked(screen.getByRole('textbox', { name: /^Body/ }))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'submit' }));
    const statusField = screen.getByRole('textbox', { name: /^Status code/ });
    await waitFor(() => expect(statusField.getAttribute('aria-invalid')).toBe('true'));
    expect(onSubmit).not.toHaveBeenCalled();
    view.unmount();
  });

  it('MUST show the custom response only with the block action (the server keeps it for no other)', async () => {
    const { view } = await showForm(firewallRuleResource, {
      description: 'Log admin',
      expression: 'true',
      action: 'log',
    });
    await screen.findByRole('textbox', { name: /^Description/ });
    expect(screen.queryByRole('heading', { name: 'Custom response' })).toBeNull();
    view.unmount();
  });

  it('MUST show one clear sentence for a refused URL, not the messages of each keyword glued', async () => {
    const { view, onSubmit } = await showForm(siteResource, {
      name: 'shop',
      origin_server_url: 'origin.example',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'submit' }));
    const url = screen.getByRole('textbox', { name: /^Origin server URL/ });
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    // What the field announces besides its label: its help and its one error sentence.
    const described = (url.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | ');
    expect(described).toBe(
      'Where the CDN fetches your content, starting with http:// or https://. | Enter a full web address, such as https://www.example.com.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    view.unmount();
  });
});
