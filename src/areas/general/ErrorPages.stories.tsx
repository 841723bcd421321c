import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { readOnlyProfile } from '../../storybook/fixtures';
import { paths } from '../../app/routeNames';
import { generalRoutes } from './routes';

const meta = {
  title: 'Console/General/Error pages',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: consoleParameters({ path: '/error-404', routes: () => generalRoutes, frame: 'public' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const notFound = consoleParameters({ path: '/error-404?from=%2Fcdn%2Fsitez', session: false });
// Signed in, the page keeps the console's top bar (src/app/routes.tsx DeniedPageFrame).
const notAuthorized = consoleParameters({
  path: '/pages/miscellaneous/not-authorized?from=%2Fiam-management%2Fuser-group&need=iam',
  session: readOnlyProfile,
  frame: 'console',
});

async function expectPage(canvasElement: HTMLElement, title: string, link: string, href: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(canvas.getByRole('link', { name: link })).toHaveAttribute('href', href);
  await expect(canvas.getByRole('main')).toBeInTheDocument();
}

/** Without a session the way out is the sign-in page; the address typed is named. */
export const NotFound: Story = {
  parameters: notFound,
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, 'Page not found', 'Go to sign-in', '/login');
    await expect(within(canvasElement).getByTestId('denied-detail')).toHaveTextContent(
      'There is no page at /cdn/sitez.',
    );
  },
};

/** A signed-in member without `iam:read`, in the console's frame: the address, the permission it needs and who
 *  can grant it; the way out is the console. */
export const NotAuthorized: Story = {
  parameters: notAuthorized,
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, 'Not authorized', 'Go to the console', paths.home);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('denied-detail')).toHaveTextContent(
      'Opening /iam-management/user-group needs the permission iam:read, which your account does not have in this project.',
    );
    await expect(canvas.getByText(/An administrator of your tenant can grant it in IAM/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Search/ })).toBeVisible();
  },
};

export const NotFoundVietnamese: Story = {
  parameters: notFound,
  globals: { locale: 'vi' },
  play: ({ canvasElement }) =>
    expectPage(canvasElement, 'Không tìm thấy trang', 'Đến trang đăng nhập', '/login'),
};

export const NotAuthorizedVietnamese: Story = {
  parameters: notAuthorized,
  globals: { locale: 'vi' },
  play: ({ canvasElement }) =>
    expectPage(canvasElement, 'Không có quyền truy cập', 'Về trang quản trị', paths.home),
};

export const NotFoundGerman: Story = {
  parameters: notFound,
  globals: { locale: 'de' },
  play: ({ canvasElement }) => expectPage(canvasElement, 'Seite nicht gefunden', 'Zur Anmeldung', '/login'),
};

export const NotAuthorizedGerman: Story = {
  parameters: notAuthorized,
  globals: { locale: 'de' },
  play: ({ canvasElement }) => expectPage(canvasElement, 'Keine Berechtigung', 'Zur Konsole', paths.home),
};

const errorPage = consoleParameters({ path: '/pages/miscellaneous/error', session: false });

/** Opened directly (no failed page in the history state): the heading and the ways back. */
export const ErrorPage: Story = {
  parameters: errorPage,
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, 'Something went wrong', 'Go to sign-in', '/login');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Back to the previous page' })).toBeNull();
  },
};

export const ErrorPageVietnamese: Story = {
  parameters: errorPage,
  globals: { locale: 'vi' },
  play: ({ canvasElement }) => expectPage(canvasElement, 'Đã xảy ra sự cố', 'Đến trang đăng nhập', '/login'),
};

export const ErrorPageGerman: Story = {
  parameters: errorPage,
  globals: { locale: 'de' },
  play: ({ canvasElement }) =>
    expectPage(canvasElement, 'Etwas ist schiefgelaufen', 'Zur Anmeldung', '/login'),
};
