import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../app/areas';
import { answer, backendRequests, json, setBackend, sentRequests } from '../../storybook/backend';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../storybook/console';
import { areaRoutes } from '../../engine/routes';
import { profileArea } from '.';
import {
  clearAnnouncements,
  iamReader,
  me,
  member,
  memberAnswer,
  members,
  membersAnswer,
  memberUpdateAnswer,
  profileAdmin,
  scopesAnswer,
} from './profile.fixtures';

const meta = {
  title: 'Console/General/Group members',
  render: renderConsole,
  beforeEach: [
    consoleBeforeEach,
    () => setBackend(scopesAnswer, membersAnswer, memberAnswer, memberUpdateAnswer),
  ],
  parameters: consoleParameters({
    path: '/profile-management/group-member',
    routes: () => areaRoutes(profileArea),
    session: profileAdmin,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;
const sent = sentRequests;
const invited = member({
  id: 'bbbbbbbb-0000-4000-8000-000000000009',
  username: 'em.pham',
  full_name: 'Em Phạm',
  status: 'invited',
});

/** The tenant's members on the engine's list, in the console frame. */
export const List: Story = {
  parameters: consoleParameters({ frame: 'console' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Group members' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Group members' });
    await expect(await within(table).findByText('clara.weber')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(members.length + 1);
    await expect(within(table).getByText('Invited')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add group member' })).toHaveAttribute(
      'href',
      '/profile-management/group-member/add',
    );
  },
};

/** iam:read only: adding is visible but disabled, with its reason. */
export const ReadOnly: Story = {
  parameters: consoleParameters({ session: iamReader }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('clara.weber');
    await expect(canvas.getByRole('button', { name: 'Add group member' })).toBeDisabled();
  },
};

const statusOf = (canvasElement: HTMLElement, username: string) =>
  within(canvasElement).findByRole(
    'switch',
    { name: new RegExp(`^Status of ${username}:`) },
    { timeout: 5000 },
  );

/** A member's status switched in the list: shown at once, sent once with its own Idempotency-Key, kept. */
export const StatusToggled: Story = {
  beforeEach: () =>
    setBackend(
      scopesAnswer,
      membersAnswer,
      memberAnswer,
      answer('PUT', /\/tenant\/member\/[^/]+\/status$/, async (request) => {
        const id = new URL(request.url).pathname.split('/').at(-2);
        const { status } = (await request.json()) as { status: string };
        return json({ data: { ...members.find((m) => m.id === id)!, status } });
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const binh = await statusOf(canvasElement, 'binh.tran');
    await expect(binh).toBeChecked();
    await expect(canvas.queryByRole('switch', { name: /dung\.le/ })).toBeNull(); // invited: the badge stays
    await userEvent.click(binh);
    await expect(canvas.getByRole('switch', { name: 'Status of binh.tran: Disabled' })).not.toBeChecked();
    await waitFor(() => expect(sent('PUT', /\/status$/)).toHaveLength(1));
    const [put] = sent('PUT', /\/status$/);
    await expect(await put?.json()).toEqual({ status: 'disabled' });
    await expect(put?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(canvasElement.querySelector('[data-pending]')).toBeNull());
    await expect(canvas.getByRole('switch', { name: 'Status of binh.tran: Disabled' })).not.toBeChecked();
  },
};

/** The server refuses (409, here the caller's own status): its message in a toast, the switch back on. */
export const StatusRefused: Story = {
  beforeEach: () =>
    setBackend(
      scopesAnswer,
      membersAnswer,
      memberAnswer,
      answer('PUT', /\/tenant\/member\/[^/]+\/status$/, () =>
        json(
          {
            message: 'You cannot change the status of yourself.',
            code: 'self_change',
            status_code: 409,
            request_id: 'req-7f3a',
          },
          409,
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = await statusOf(canvasElement, me.username);
    await userEvent.click(own);
    await expect(
      await body(canvasElement).findByText('You cannot change the status of yourself.'),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-pending]')).toBeNull());
    await expect(canvas.getByRole('switch', { name: `Status of ${me.username}: Active` })).toBeChecked();
    await expect(sent('PUT', /\/status$/)).toHaveLength(1);
    clearAnnouncements();
  },
};

/** A taken username: verified first, said on its field, and nobody is invited. */
export const AddTakenUsername: Story = {
  parameters: consoleParameters({ path: '/profile-management/group-member/add' }),
  beforeEach: () =>
    setBackend(
      answer('POST', /\/verify_username_and_email$/, () =>
        json({ data: { username_available: false, email_available: true } }),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add group member' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'binh.tran');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'binh.other@example.vn');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    const confirm = within(await body(canvasElement).findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText('This username is already taken.')).toBeVisible();
    await expect(sent('POST', /\/tenant\/invite_member$/)).toHaveLength(0);
    clearAnnouncements();
  },
};

/** Bad formats are refused before anything is sent. */
export const AddInvalid: Story = {
  parameters: consoleParameters({ path: '/profile-management/group-member/add' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Username/ }), '9lives');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(canvas.getByText('Enter an email address such as name@example.com.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(backendRequests().filter((r) => r.method === 'POST')).toHaveLength(0);
  },
};

/** Verified, then invited: the verification comes first, the invitation carries the form's values. */
export const AddInvites: Story = {
  parameters: consoleParameters({ path: '/profile-management/group-member/add' }),
  beforeEach: () =>
    setBackend(
      answer('POST', /\/verify_username_and_email$/, () =>
        json({ data: { username_available: true, email_available: true } }),
      ),
      answer('POST', /\/tenant\/invite_member$/, () => json({ data: invited }, 201)),
      membersAnswer,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Username/ }), 'em.pham');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'em.pham@example.vn');
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Em Phạm');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await userEvent.click(
      within(await body(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Add' }),
    );
    await expect(await body(canvasElement).findByText('Invitation sent')).toBeVisible();
    const posts = backendRequests()
      .filter((r) => r.method === 'POST')
      .map((r) => new URL(r.url).pathname);
    await expect(posts.map((p) => p.split('/').pop())).toEqual([
      'verify_username_and_email',
      'invite_member',
    ]);
    const [invite] = sent('POST', /\/tenant\/invite_member$/);
    await expect(await invite?.json()).toEqual({
      username: 'em.pham',
      email: 'em.pham@example.vn',
      full_name: 'Em Phạm',
      role: 'customer',
    });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Group members' })).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByText('Invitation sent')).toBeNull(), {
      timeout: 6000,
    });
    clearAnnouncements();
  },
};

/** Edit: username and email read-only; name and role go out with the ETag read before. */
export const Edit: Story = {
  parameters: consoleParameters({ path: `/profile-management/group-member/edit/${members[1]!.id}` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit group member' })).toBeVisible();
    const username = canvas.getByRole('textbox', { name: /Username/ });
    await expect(username).toHaveValue('binh.tran');
    await expect(username).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
    const name = canvas.getByRole('textbox', { name: /Full name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Bình Trần Văn');
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Administrator' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const confirm = within(await body(canvasElement).findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Save changes' }));
    await expect(await body(canvasElement).findByText('Successfully updated')).toBeVisible();
    const [put] = sent('PUT', /\/tenant\/member\//);
    await expect(put?.headers.get('If-Match')).toBe('W/"4"');
    await expect(await put?.json()).toEqual({ full_name: 'Bình Trần Văn', role: 'administrator' });
    await waitFor(() => expect(body(canvasElement).queryByText('Successfully updated')).toBeNull(), {
      timeout: 6000,
    });
    clearAnnouncements();
  },
};

/** An unknown member: the server's message and a way back. */
export const EditNotFound: Story = {
  parameters: consoleParameters({
    path: '/profile-management/group-member/edit/bbbbbbbb-0000-4000-8000-00000000ffff',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to group members' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
