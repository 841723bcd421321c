import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../app/areas';
import { answer, backendRequests, json, setBackend } from '../../storybook/backend';
import { storyProfile } from '../../storybook/fixtures';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../storybook/console';
import { areaRoutes } from '../../engine/routes';
import { profileArea } from '.';
import {
  clearAnnouncements,
  iamReader,
  memberAnswer,
  memberUpdateAnswer,
  profileAdmin,
  scopesAnswer,
} from './profile.fixtures';

const meta = {
  title: 'Console/General/Profile info',
  render: renderConsole,
  beforeEach: [consoleBeforeEach, () => setBackend(scopesAnswer, memberAnswer, memberUpdateAnswer)],
  parameters: consoleParameters({
    path: '/profile-management/info',
    routes: () => areaRoutes(profileArea),
    session: profileAdmin,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;
const passwordForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Password' }));
const sent = (path: string) => backendRequests().filter((r) => new URL(r.url).pathname.endsWith(path));

/** /profile-management opens the info page in the console frame: account details, name, password. */
export const Administrator: Story = {
  parameters: consoleParameters({ path: '/profile-management', frame: 'console' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your information' })).toBeVisible();
    await expect(canvas.getByText('an.nguyen')).toBeVisible();
    await expect(canvas.getByText('iam:write')).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Profile' });
    await expect(within(menu).getByRole('link', { name: 'Your information' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('link', { name: 'Group members' })).toBeVisible();
    const name = within(await canvas.findByRole('form', { name: 'Name' }));
    await waitFor(() => expect(name.getByLabelText('Full name')).toBeEnabled());
    await expect(name.getByLabelText('Full name')).toHaveValue('An Nguyễn');
    await expect(name.getByRole('button', { name: 'Save name' })).toBeDisabled();
  },
};

/** The name is saved with PATCH /user; its answer is the fresh profile, so the top bar follows at once. */
export const ChangeName: Story = {
  beforeEach: () =>
    setBackend(
      answer('PATCH', /\/user$/, () => json({ data: { ...storyProfile, full_name: 'An Nguyễn Văn' } })),
    ),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Name' }));
    const field = form.getByLabelText(/^Full name/);
    await expect(field).toHaveValue('An Nguyễn');
    await userEvent.clear(field);
    await userEvent.type(field, '  An Nguyễn Văn ');
    await userEvent.click(form.getByRole('button', { name: 'Save name' }));
    await expect(await body(canvasElement).findByText('Successfully updated')).toBeVisible();
    const [patch] = sent('/user').filter((r) => r.method === 'PATCH');
    await expect(await patch?.json()).toEqual({ full_name: 'An Nguyễn Văn' });
    await waitFor(() => expect(field).toHaveValue('An Nguyễn Văn'));
    await expect(form.getByRole('button', { name: 'Save name' })).toBeDisabled();
    await waitFor(() => expect(body(canvasElement).queryByText('Successfully updated')).toBeNull(), {
      timeout: 6000,
    });
    clearAnnouncements();
  },
};

/** A member without iam:write renames themselves too; a blank name is refused before anything is sent. */
export const MemberRenamesThemselves: Story = {
  parameters: consoleParameters({ session: iamReader }),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Name' }));
    const field = form.getByLabelText(/^Full name/);
    await expect(field).toBeEnabled();
    await expect(field).toHaveValue('Bình Trần');
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(form.getByRole('button', { name: 'Save name' }));
    await expect(await form.findByText('This field is required.')).toBeVisible();
    await expect(sent('/user').filter((r) => r.method === 'PATCH')).toHaveLength(0);
  },
};

/** Rules and confirmation are checked before anything is sent. */
export const PasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const form = await passwordForm(canvasElement);
    await userEvent.type(form.getByLabelText(/^Current password/), 'Old-Pass-1234');
    await userEvent.type(form.getByLabelText(/^New password/), 'weakpass');
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'weakpas');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(
      form.getByText('The password needs 12 to 128 characters, an upper-case letter, a digit, a symbol.'),
    ).toBeVisible();
    await expect(form.getByText('The two new passwords differ.')).toBeVisible();
    await expect(sent('/user/password')).toHaveLength(0);
  },
};

/** A wrong current password comes back from the server on its field. */
export const WrongCurrentPassword: Story = {
  beforeEach: () =>
    setBackend(
      answer('PUT', /\/user\/password$/, () =>
        json(
          {
            message: 'The current password is wrong.',
            status_code: 400,
            request_id: 'req-pw-400',
            errors: [{ path: '/body/current_password', message: 'The current password is wrong.' }],
          },
          400,
        ),
      ),
      memberAnswer,
    ),
  play: async ({ canvasElement }) => {
    const form = await passwordForm(canvasElement);
    await userEvent.type(form.getByLabelText(/^Current password/), 'Not-My-Pass-1');
    await userEvent.type(form.getByLabelText(/^New password/), 'Better-Pass-987');
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'Better-Pass-987');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(form.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(form.getByText('The current password is wrong.')).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull(), {
      timeout: 12000,
    });
  },
};

/** Changed: the fields empty and the page says the other sessions were signed out. */
export const PasswordChanged: Story = {
  beforeEach: () =>
    setBackend(
      answer('PUT', /\/user\/password$/, () =>
        json({ success: true, message: 'Your password is changed; your other sessions are signed out.' }),
      ),
      memberAnswer,
    ),
  play: async ({ canvasElement }) => {
    const form = await passwordForm(canvasElement);
    await userEvent.type(form.getByLabelText(/^Current password/), 'Old-Pass-1234');
    await userEvent.type(form.getByLabelText(/^New password/), 'Better-Pass-987');
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'Better-Pass-987');
    await userEvent.keyboard('{Enter}');
    await expect(await form.findByText('Your password is changed')).toBeVisible();
    await expect(form.getByLabelText(/^Current password/)).toHaveValue('');
    const [request] = sent('/user/password');
    await expect(await request?.json()).toEqual({
      current_password: 'Old-Pass-1234',
      new_password: 'Better-Pass-987',
    });
    await waitFor(() => expect(body(canvasElement).queryByText('Successfully updated')).toBeNull(), {
      timeout: 6000,
    });
  },
};

/** German: the page's words come from locales/de/areas/profile.json. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ihre Angaben' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Passwort' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Name speichern' })).toBeDisabled();
    await expect(canvas.getByText('Mandanten-Administrator')).toBeVisible();
  },
};
