import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../storybook/console';
import { pageOf, sites } from '../storybook/fixtures';
import { siteOperations, siteRoutes } from '../storybook/sites';

const meta = {
  title: 'Console/Shell',
  render: renderConsole,
  beforeEach: [
    consoleBeforeEach,
    () => {
      siteOperations.list.mockResolvedValue(pageOf(sites));
    },
  ],
  parameters: consoleParameters({ path: '/cdn/sites', routes: siteRoutes, frame: 'console' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The console layout (top bar, CDN side menu) around the sites list; the language menu by keyboard. */
export const ConsoleLayout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const html = canvasElement.ownerDocument.documentElement;
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    await canvas.findByRole('link', { name: 'shop' });
    const nav = canvas.getByRole('navigation', { name: 'CDN' });
    await expect(within(nav).getByRole('link', { name: 'Sites' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: /Account/ })).toHaveTextContent('An Nguyễn');

    // Keyboard: skip link, brand, then the language menu.
    await userEvent.click(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const language = canvas.getByRole('button', { name: /Language/ });
    await expect(language).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: /Language/ });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // Headings, menus and <html lang> follow; the choice is remembered.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Trang web' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'vi');
    await expect(localStorage.getItem('language')).toBe('vi');
    await expect(canvas.getByRole('table', { name: 'Trang web' })).toBeVisible();
    await waitFor(() => expect(language).toHaveFocus());

    // Back to English, the same way.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('menu', { name: /Ngôn ngữ/ });
    await userEvent.click(within(again).getByRole('menuitemradio', { name: 'English' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'en');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const ConsoleLayoutGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Websites' })).toBeVisible();
    await canvas.findByRole('link', { name: 'shop' });
    await expect(canvas.getByRole('button', { name: /Sprache/ })).toHaveTextContent('Deutsch');
    await expect(canvas.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeInTheDocument();
  },
};

export const ConsoleLayoutVietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Trang web' })).toBeVisible();
    await canvas.findByRole('link', { name: 'shop' });
    await expect(canvas.getByRole('button', { name: /Ngôn ngữ/ })).toHaveTextContent('Tiếng Việt');
  },
};
