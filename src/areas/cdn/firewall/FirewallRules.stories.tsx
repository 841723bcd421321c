import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { areaRoutes } from '../../../engine/routes';
import { answer, backendRequests, json, setBackend } from '../../../storybook/backend';
import { firewallAnswers, shopFirewallRules, siteAnswer } from '../../../storybook/cdn';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../../storybook/console';
import { shopSite } from '../../../storybook/fixtures';
import { cdnArea } from '..';

const list = `/cdn/sites/${shopSite.id}/edge/firewall-rules`;

const meta = {
  title: 'Console/CDN/Sites/Firewall rules',
  render: renderConsole,
  beforeEach: [consoleBeforeEach, () => setBackend(siteAnswer(), ...firewallAnswers())],
  parameters: consoleParameters({ path: list, routes: () => areaRoutes(cdnArea) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;

/** The rules in the order they run, each with its status switch; rate limiting on its own tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Block admin from abroad' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Firewall rules', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Rate-limiting rules' })).toHaveAttribute(
      'href',
      `${list}?tab=rate-limiting`,
    );
    await expect(canvas.getByRole('link', { name: 'Block admin from abroad' })).toHaveAttribute(
      'href',
      `${list}/edit/${shopFirewallRules[0]!.id}`,
    );
    await expect(canvas.getByRole('button', { name: 'Change order' })).toBeEnabled();
  },
};

/** Change order by keyboard: the third rule moves to the top; the whole order is sent once. */
export const ChangeOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change order' }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Change the order of Firewall rules',
    });
    const handle = await within(dialog).findByRole('button', { name: 'Move Log API scanners' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Log API scanners'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save order' }));
    await expect(await body(canvasElement).findByText('New order saved')).toBeVisible();
    const put = backendRequests().find((r) => r.method === 'PUT');
    await expect(await put!.json()).toEqual({
      order: [shopFirewallRules[2]!.id, shopFirewallRules[0]!.id, shopFirewallRules[1]!.id],
    });
    // The screenshot shows the page once the dialog has closed, not a frame of its exit.
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Saving an unchanged order sends nothing. */
export const UnchangedOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change order' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Move Log API scanners' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(backendRequests().filter((r) => r.method === 'PUT')).toHaveLength(0);
    // The dialog read what the list reads: the list still shows its rules, not a loading or empty table.
    await expect(await canvas.findByRole('link', { name: 'Block admin from abroad' })).toBeVisible();
  },
};

/** A refused order (the rules changed meanwhile): the dialog stays open with the message and the order as arranged. */
export const RefusedOrder: Story = {
  beforeEach: () =>
    setBackend(
      siteAnswer(),
      answer('PUT', /\/firewall_rules\/priority$/, () =>
        json(
          {
            status_code: 409,
            code: 'order_mismatch',
            request_id: 'req-reorder-409',
            message: 'The order must name every rule of the site once; reload and try again.',
          },
          409,
        ),
      ),
      ...firewallAnswers(),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change order' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    const handle = await within(dialog).findByRole('button', { name: 'Move Log API scanners' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save order' }));
    await expect(
      await within(dialog).findByText(
        'The order must name every rule of the site once; reload and try again.',
      ),
    ).toBeVisible();
    const labels = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(labels[1]).toContain('Log API scanners');
    await expect(within(dialog).getByRole('button', { name: 'Save order' })).toBeEnabled();
    await expect(backendRequests().filter((r) => r.method === 'PUT')).toHaveLength(1);
    // Behind the dialog (hidden from assistive technology while it is open), the list shows its rules.
    await expect(
      await canvas.findByRole('link', { name: 'Block admin from abroad', hidden: true }),
    ).toBeInTheDocument();
  },
};

/** The field's visible label element (the one its control names first). */
const labelOf = (control: HTMLElement) =>
  control.ownerDocument.getElementById(control.getAttribute('aria-labelledby')?.split(' ')[0] ?? '') ??
  control.ownerDocument.querySelector(`label[for="${control.id}"]`);

/** Choose an option of a Select by its label. */
async function choose(canvasElement: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: field }));
  await userEvent.click(await body(canvasElement).findByRole('option', { name: option }));
}

/**
 * The custom response is offered with the Block action only. Its status code, content type and body are
 * required only once a response is given: no marks while it is empty; typing a body marks the other two, and
 * submitting reports them without sending anything.
 */
export const AddWithCustomResponse: Story = {
  parameters: consoleParameters({ path: `${list}/add` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add firewall rule' })).toBeVisible();
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Description/ }),
      'Block admin from abroad',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Expression/ }),
      'http.request.uri.path contains "/admin"',
    );
    await expect(canvas.queryByRole('heading', { name: 'Custom response' })).toBeNull();
    await choose(canvasElement, /Action/, 'Block');

    await expect(await canvas.findByRole('heading', { name: 'Custom response' })).toBeVisible();
    await expect(
      canvas.getByText("The answer blocked requests get. Leave it empty to send the platform's block page."),
    ).toBeVisible();
    const status = canvas.getByRole('textbox', { name: /^Status code/ });
    await expect(labelOf(status)).not.toHaveAttribute('data-required');
    await expect(labelOf(canvas.getByRole('textbox', { name: /^Body/ }))).not.toHaveAttribute(
      'data-required',
    );
    await expect(labelOf(canvas.getByRole('textbox', { name: /^Description/ }))).toHaveAttribute(
      'data-required',
    );

    await userEvent.type(canvas.getByRole('textbox', { name: /^Body/ }), 'Forbidden');
    await waitFor(() =>
      expect(labelOf(canvas.getByRole('textbox', { name: /^Status code/ }))).toHaveAttribute('data-required'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create firewall rule' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Status code/ })).toHaveAccessibleDescription(
        /This field is required/,
      ),
    );
    await expect(backendRequests().filter((r) => r.method === 'POST')).toHaveLength(0);
  },
};

/** The same form in German: labels, help and option texts from the catalogue, none of the API's English. */
export const AddInGerman: Story = {
  globals: { locale: 'de' },
  parameters: consoleParameters({ path: `${list}/add` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Firewall-Regel hinzufügen' }),
    ).toBeVisible();
    await canvas.findByRole('textbox', { name: /^Beschreibung/ });
    await choose(canvasElement, /Aktion/, 'Blockieren');
    await expect(await canvas.findByRole('heading', { name: 'Eigene Antwort' })).toBeVisible();
    await expect(canvas.getByText(/^Die Antwort, die blockierte Anfragen erhalten/)).toBeVisible();
    await expect(canvas.getByText(/^Nur protokollieren zeichnet Treffer nur auf/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Statuscode/ })).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/Custom answer|block action|status_code/);
  },
};
