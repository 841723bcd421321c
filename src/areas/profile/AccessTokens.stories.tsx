// The person's access tokens: the engine's list (search, status filter, sort, export, delete with confirmation)
// with the token's own create dialog, opened by the list's Add action, that shows the secret once.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../app/areas';
import {
  answer,
  contractExemptions,
  json,
  serverFailure,
  setBackend,
  sentRequests,
} from '../../storybook/backend';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../storybook/console';
import { pending } from '../../storybook/fixtures';
import { areaRoutes } from '../../engine/routes';
import { profileArea } from '.';
import {
  clearAnnouncements,
  createdToken,
  iamReader,
  scopesAnswer,
  tokens,
  tokensAnswer,
} from './profile.fixtures';

const meta = {
  title: 'Console/General/Access tokens',
  render: renderConsole,
  beforeEach: [consoleBeforeEach, () => setBackend(scopesAnswer, tokensAnswer())],
  parameters: consoleParameters({
    path: '/profile-management/access-token',
    routes: () => areaRoutes(profileArea),
    // Everyone manages their own tokens: a member without IAM rights too.
    session: iamReader,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;
const sent = sentRequests;
const listQueries = () => sent('GET', /\/access_key$/).map((r) => new URL(r.url).searchParams);

/** The person's tokens in the console frame: id, description, status, dates; the one Add action last. */
export const List: Story = {
  parameters: consoleParameters({ frame: 'console' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Access tokens' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Access tokens' });
    await expect(await within(table).findByText(tokens[0]!.id)).toBeVisible();
    await expect(within(table).getByText('deploy pipeline')).toBeVisible();
    await expect(within(table).getByText('Expired')).toBeVisible();
    // Empty dates say what they mean for a token, not "—".
    await expect(within(table).getByText('Never')).toBeVisible();
    await expect(within(table).getByText('Not used yet')).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: /Last used/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Search and filter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Create access token' })).toBeEnabled();
    // Page size 20, newest first, as every list.
    const [query] = listQueries();
    await expect(query?.get('per_page')).toBe('20');
    await expect(query?.get('sort_by')).toBe('created_at');
  },
};

export const Empty: Story = {
  beforeEach: () => setBackend(tokensAnswer([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No access tokens yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create your first access token' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach: () => setBackend(answer('GET', /\/access_key$/, () => pending())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Access tokens' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Access tokens' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: contractExemptions(serverFailure('GET', '/api/main/access_key')),
  beforeEach: () =>
    setBackend(
      answer('GET', /\/access_key$/, () =>
        json({ message: 'The service is unavailable', status_code: 503, request_id: 'req-tok-503' }, 503),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The list could not be loaded', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('The service is unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Free text searches the id and description; "Status = Expired" filters on the server. */
export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Access tokens' });
    await expect(await within(table).findByText('deploy pipeline')).toBeVisible();
    const filter = canvas.getByRole('combobox', { name: 'Search and filter' });
    await userEvent.type(filter, 'deploy{Enter}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(table).queryByText(tokens[1]!.id)).toBeNull());
    await expect(listQueries().at(-1)?.get('search')).toBe('deploy');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter deploy' }));
    await expect(await within(table).findByText(tokens[1]!.id)).toBeVisible();
    await userEvent.type(filter, 'Status = Expired');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Status = Expired' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(table).queryByText('deploy pipeline')).toBeNull());
    await expect(within(table).getByText(tokens[1]!.id)).toBeVisible();
    await expect(listQueries().at(-1)?.get('status')).toBe('expired');
    await expect(canvas.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Status = Expired');
  },
};

/** Create: description and expiry go to POST /access_key; the secret shows once, with a warning and copy
 *  buttons, in a dialog that Escape does not close. */
export const CreateShowsSecretOnce: Story = {
  parameters: { screenshot: { target: 'viewport' } },
  beforeEach: () =>
    setBackend(
      answer('POST', /\/access_key$/, () => json({ data: createdToken }, 201)),
      tokensAnswer(),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create access token' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Create an access token' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Description/ }), 'backup job');
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    const shown = within(await body(canvasElement).findByRole('dialog', { name: 'Your new access token' }));
    await expect(shown.getByText('Copy the token now')).toBeVisible();
    // The form (and its focused submit button) gave way to the secret: focus lands on the first copy button,
    // before the Escape below makes the focus ring show.
    await waitFor(() => expect(shown.getAllByRole('button', { name: /^Copy/ })[0]).toHaveFocus());
    await expect(shown.getByText(createdToken.secret_access_key)).toBeVisible();
    await expect(shown.getByText(`${createdToken.id}.${createdToken.secret_access_key}`)).toBeVisible();
    const [post] = sent('POST', /\/access_key$/);
    const sentBody = (await post?.json()) as { description: string; expires_at: string };
    await expect(sentBody.description).toBe('backup job');
    // 90 days ahead by default.
    const days = (Date.parse(sentBody.expires_at) - Date.now()) / 86_400_000;
    await expect(Math.round(days)).toBe(90);
    await userEvent.keyboard('{Escape}');
    await expect(body(canvasElement).getByRole('dialog', { name: 'Your new access token' })).toBeVisible();
    // The list behind refreshes while the secret shows.
    await waitFor(() => expect(sent('GET', /\/access_key$/).length).toBeGreaterThan(1));
    clearAnnouncements();
  },
};

/** Closing the dialog forgets the secret; it is nowhere on the page afterwards. */
export const SecretGoneAfterClose: Story = {
  beforeEach: CreateShowsSecretOnce.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create access token' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Create an access token' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    const shown = within(await body(canvasElement).findByRole('dialog', { name: 'Your new access token' }));
    await userEvent.click(shown.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(body(canvasElement).queryByText(createdToken.secret_access_key)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create access token' }));
    const again = within(await body(canvasElement).findByRole('dialog', { name: 'Create an access token' }));
    await expect(again.getByRole('textbox', { name: /Description/ })).toHaveValue('');
    await userEvent.click(again.getByRole('button', { name: 'Cancel' }));
    // The screenshot shows the page after the dialog closed, not its overlay fading out.
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    clearAnnouncements();
  },
};

/** Delete asks first; cancel keeps the token, confirm revokes it. */
export const Revoke: Story = {
  beforeEach: () =>
    setBackend(
      answer('DELETE', /\/access_key\/[^/]+$/, () => json({ success: true, message: 'Deleted.' })),
      tokensAnswer(),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const id = tokens[0]!.id;
    await userEvent.click(await canvas.findByRole('button', { name: `Actions for ${id}` }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const confirm = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Revoke this access token?' }),
    );
    await expect(confirm.getByText(new RegExp(`${id} stops working at once`))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await expect(sent('DELETE', /\/access_key\//)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: `Actions for ${id}` }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const again = within(await body(canvasElement).findByRole('alertdialog'));
    await userEvent.click(again.getByRole('button', { name: 'Revoke' }));
    await expect(await body(canvasElement).findByText('Successfully deleted')).toBeVisible();
    const [deleted] = sent('DELETE', /\/access_key\//);
    await expect(new URL(deleted!.url).pathname).toMatch(new RegExp(`/access_key/${id}$`));
    await waitFor(() => expect(body(canvasElement).queryByText('Successfully deleted')).toBeNull(), {
      timeout: 6000,
    });
    clearAnnouncements();
  },
};
