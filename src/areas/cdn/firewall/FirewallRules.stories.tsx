import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { areaRoutes } from '../../../engine/routes';
import { answer, backendRequests, json, setBackend } from '../../../storybook/backend';
import { firewallAnswers, shopFirewallRules, siteAnswer } from '../../../storybook/cdn';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../../storybook/console';
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

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

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
