import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { areaRoutes } from '../../../engine/routes';
import { answer, backendRequests, json, setBackend } from '../../../storybook/backend';
import { purgeAnswers, shopPurges, siteAnswer } from '../../../storybook/cdn';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../../storybook/console';
import { readOnlyProfile, shopSite } from '../../../storybook/fixtures';
import { cdnArea } from '..';

const purgePage = `/cdn/sites/${shopSite.id}/edge/purge-cache`;

const meta = {
  title: 'Console/CDN/Sites/Purge cache',
  render: renderConsole,
  beforeEach: [consoleBeforeEach, () => setBackend(siteAnswer(shopSite), ...purgeAnswers([...shopPurges]))],
  parameters: consoleParameters({ path: purgePage, routes: () => areaRoutes(cdnArea) }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;
const posts = () => backendRequests().filter((r) => r.method === 'POST');

/** The form (URLs first) and the latest purges, newest first, each with its status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Purge cache' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /^URLs/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /URLs, one per line/ })).toBeEnabled();
    const history = await canvas.findByRole('table', { name: 'Purges of shop' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(shopPurges.length + 1));
    const rows = within(history).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('https://shop.cdn.example.net/index.html');
    await expect(within(rows[0]!).getByText('In progress')).toBeVisible();
    await expect(within(rows[2]!).getByText('Failed')).toBeVisible();
    await expect(within(rows[3]!).getByText('Everything')).toBeVisible();
    const query = new URL(backendRequests().find((r) => /\/purge$/.test(new URL(r.url).pathname))!.url)
      .searchParams;
    await expect(query.get('sort_by')).toBe('created_at');
    await expect(query.get('sort_direction')).toBe('desc');
  },
};

/** URLs, one per line (a repeat sent once): the purge is sent, confirmed, and heads the history. */
export const PurgeUrls: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const targets = await canvas.findByRole('textbox', { name: /URLs, one per line/ });
    await userEvent.type(
      targets,
      'https://shop.cdn.example.net/a.css{Enter}https://shop.cdn.example.net/b.js{Enter}https://shop.cdn.example.net/a.css',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Purge' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    await expect(await posts()[0]!.json()).toEqual({
      type: 'urls',
      targets: ['https://shop.cdn.example.net/a.css', 'https://shop.cdn.example.net/b.js'],
    });
    await expect(await body(canvasElement).findByText(/^Purge requested/)).toBeVisible();
    await expect(targets).toHaveValue('');
    const history = canvas.getByRole('table', { name: 'Purges of shop' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(shopPurges.length + 2));
    const first = within(history).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent('https://shop.cdn.example.net/b.js');
    await expect(within(first).getByText('Queued')).toBeVisible();
  },
};

/** "Purge everything" asks first: Cancel sends nothing; confirming sends the purge with no targets. */
export const PurgeEverything: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^Everything/ }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    const submit = canvas.getByRole('button', { name: 'Purge everything' });
    await userEvent.click(submit);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Purge everything?' });
    await expect(dialog).toHaveTextContent(/The whole cache of shop is emptied/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(posts()).toHaveLength(0);

    await userEvent.click(submit);
    const again = await body(canvasElement).findByRole('alertdialog', { name: 'Purge everything?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Purge everything' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    await expect(await posts()[0]!.json()).toEqual({ type: 'everything' });
    await expect(await body(canvasElement).findByText(/^Purge requested/)).toBeVisible();
  },
};

/** The confirmation itself, by keyboard: Escape closes it without sending; the dialog stays open for review. */
export const EverythingDialog: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^Everything/ }));
    const submit = canvas.getByRole('button', { name: 'Purge everything' });
    await userEvent.click(submit);
    await body(canvasElement).findByRole('alertdialog', { name: 'Purge everything?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(submit).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Purge everything?' });
    await expect(within(dialog).getByRole('button', { name: 'Purge everything' })).toBeVisible();
    await expect(posts()).toHaveLength(0);
  },
};

/**
 * Targets of the wrong form are refused in place, naming the line, and nothing is sent: a URL without its
 * scheme, then a prefix with a query string; an empty box asks for a line.
 */
export const BadTargets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Purge' });
    await userEvent.click(submit);
    await expect(await canvas.findByText('Enter at least one line.')).toBeVisible();

    await userEvent.type(
      canvas.getByRole('textbox', { name: /URLs/ }),
      'https://shop.cdn.example.net/ok.css{Enter}shop.cdn.example.net/logo.png',
    );
    await userEvent.click(submit);
    await expect(
      await canvas.findByText(/^Not an http\(s\) URL: shop\.cdn\.example\.net\/logo\.png\./),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /URLs/ })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(canvas.getByRole('radio', { name: /^Prefixes/ }));
    const prefixes = canvas.getByRole('textbox', { name: /Prefixes, one per line/ });
    await userEvent.clear(prefixes);
    await userEvent.type(prefixes, 'shop.cdn.example.net/search?q=shoes');
    await userEvent.click(submit);
    await expect(
      await canvas.findByText(/^Not a host\/path prefix: shop\.cdn\.example\.net\/search\?q=shoes\./),
    ).toBeVisible();
    await expect(posts()).toHaveLength(0);
  },
};

/** A well-formed target the server refuses (a host of another site): its reason shows under the box. */
export const NotThisSite: Story = {
  beforeEach: () => {
    setBackend(
      siteAnswer(shopSite),
      answer('POST', /\/caching_control\/purge$/, () =>
        json(
          {
            message: 'Validation failed',
            status_code: 400,
            request_id: 'req-400-purge',
            errors: [
              {
                path: '/body/targets/0',
                message: 'names cdn.example.org, which is not a hostname of this site',
              },
            ],
          },
          400,
        ),
      ),
      ...purgeAnswers([...shopPurges]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /URLs/ }),
      'https://cdn.example.org/logo.png',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Purge' }));
    await expect(
      await canvas.findByText('names cdn.example.org, which is not a hostname of this site'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /URLs/ })).toHaveValue(
      'https://cdn.example.org/logo.png',
    );
    await expect(posts()).toHaveLength(1);
  },
};

/** A site that was never purged. */
export const NoHistory: Story = {
  beforeEach: () => {
    setBackend(siteAnswer(shopSite), ...purgeAnswers([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No purges yet')).toBeVisible();
    await expect(canvas.getByText('Purges of this site show here, newest first.')).toBeVisible();
  },
};

/** A reader (cdn:read only) sees the history but cannot purge. */
export const ReadOnly: Story = {
  parameters: consoleParameters({ session: readOnlyProfile }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Purge' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /^Everything/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /URLs/ })).toBeDisabled();
    await expect(await canvas.findByRole('table', { name: 'Purges of shop' })).toBeVisible();
    // Said, not only greyed out: read-only, and the permission that changing needs.
    await expect(canvas.getByTestId('read-only-notice')).toHaveTextContent('You have read-only access here');
    await expect(canvas.getByTestId('read-only-notice')).toHaveTextContent('cdn:write');
  },
};

/** In the console frame: the side menu's section is headed by the site's name and marks "Purge cache". */
export const InConsoleFrame: Story = {
  parameters: consoleParameters({ frame: 'console' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Purge cache' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'CDN' });
    const section = await within(nav).findByRole('list', { name: 'Site shop' });
    await expect(within(section).getByRole('link', { name: 'Purge cache' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
    await expect(within(nav).getByRole('link', { name: 'Sites' })).not.toHaveAttribute('aria-current');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByTestId('purge-submit');
    await userEvent.type(canvas.getByTestId('purge-targets').querySelector('textarea')!, 'shop/a b');
    await userEvent.click(submit);
    await expect(await canvas.findByText(/^Không phải URL http\(s\): shop\/a/)).toBeVisible();
    await expect(posts()).toHaveLength(0);
  },
};
