import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reportNetworkError, reportTokenError, resetApiHealth } from '../api/health';
import { setSkin } from './preferences';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../storybook/console';
import {
  answer,
  backendRequests,
  contractExemptions,
  json,
  serverFailure,
  setBackend,
} from '../storybook/backend';
import { pageOf, sites, storyProfile } from '../storybook/fixtures';
import { siteOperations, siteRoutes } from '../storybook/sites';

const defaultProject = '10000000-0000-4000-8000-000000000001';
const shopProject = '10000000-0000-4000-8000-000000000002';
const shopGroup = '20000000-0000-4000-8000-000000000002';

/** Two projects: the default (its group is the profile's current group) and "Shop". */
const scopes = [
  {
    id: defaultProject,
    name: 'Default project',
    is_default: true,
    permissions: ['cdn:read', 'cdn:write'],
    resource_groups: [{ id: storyProfile.currentGroupID, name: 'main', is_default: true }],
  },
  {
    id: shopProject,
    name: 'Shop',
    is_default: false,
    permissions: ['cdn:read'],
    resource_groups: [{ id: shopGroup, name: 'shop-eu', is_default: true }],
  },
];

const scopesAnswer = answer('GET', /\/user\/resource_groups_projects$/, () => json({ data: scopes }));
const profileAnswer = answer('GET', /\/user$/, (request) =>
  json({
    data: {
      ...storyProfile,
      permission:
        request.headers.get('X-Project-Id') === shopProject ? ['cdn:read'] : storyProfile.permission,
    },
  }),
);

const meta = {
  title: 'Console/Shell',
  render: renderConsole,
  beforeEach: [
    consoleBeforeEach,
    () => {
      siteOperations.list.mockResolvedValue(pageOf(sites));
      setBackend(scopesAnswer, profileAnswer);
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
    await expect(await canvas.findByRole('button', { name: /^Project/ })).toHaveTextContent(
      'Default project',
    );

    // Keyboard: skip link, brand, services, project, resource group, search, then the language menu.
    await userEvent.click(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
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
    // The table follows a language switch one deferred render after the heading (DataTable `locale`).
    await expect(await canvas.findByRole('table', { name: 'Trang web' })).toBeVisible();
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
    await expect(await canvas.findByRole('button', { name: /^Projekt/ })).toHaveTextContent(
      'Default project',
    );
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
    await expect(await canvas.findByRole('button', { name: /^Dự án/ })).toHaveTextContent('Default project');
  },
};

/** Switching project by keyboard: the new ids go out as headers, /user is read again, the list reloads. */
export const SwitchProject: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('link', { name: 'shop' });
    const project = await canvas.findByRole('button', { name: /^Project/ });
    const listCalls = siteOperations.list.mock.calls.length;
    project.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: /^Project/ });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Shop' }));
    await expect(await body.findByText(/Scope switched/)).toBeVisible();
    await expect(project).toHaveTextContent('Shop');
    await expect(canvas.getByRole('button', { name: /^Resource group/ })).toHaveTextContent('shop-eu');
    await expect(sessionStorage.getItem('projectId')).toBe(shopProject);
    const profileRead = backendRequests().findLast((r) => new URL(r.url).pathname.endsWith('/user'));
    await expect(profileRead?.headers.get('X-Project-Id')).toBe(shopProject);
    await expect(profileRead?.headers.get('X-Resource-Group-Id')).toBe(shopGroup);
    await waitFor(() => expect(siteOperations.list.mock.calls.length).toBeGreaterThan(listCalls));
    // Without cdn:write in Shop, adding a site is no longer offered.
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Add site' })).toBeNull());
  },
};

/** The scope list is loading. */
export const ScopeLoading: Story = {
  beforeEach: () => {
    let release: (response: Response) => void = () => undefined;
    setBackend(
      answer(
        'GET',
        /\/user\/resource_groups_projects$/,
        () => new Promise<Response>((resolve) => (release = resolve)),
      ),
    );
    // Answer after the story, so no request stays in flight for the next one (the progress bar counts them).
    return () => release(json({ data: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'shop' });
    const group = canvas.getByRole('group', { name: 'Project and resource group' });
    await expect(within(group).getByText('Loading projects…')).toBeVisible();
  },
};

/** The scope list failed: a retry that works. */
export const ScopeError: Story = {
  parameters: contractExemptions(serverFailure('GET', '/api/main/user/resource_groups_projects')),
  beforeEach: () => {
    let calls = 0;
    setBackend(
      answer('GET', /\/user\/resource_groups_projects$/, () =>
        (calls += 1) === 1
          ? json({ message: 'Unavailable', status_code: 503, request_id: 'story-503' }, 503)
          : json({ data: scopes }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'shop' });
    await expect(await canvas.findByText('Projects could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('button', { name: /^Project/ })).toHaveTextContent(
      'Default project',
    );
  },
};

/** No project to work in. */
export const ScopeEmpty: Story = {
  beforeEach: () => {
    setBackend(answer('GET', /\/user\/resource_groups_projects$/, () => json({ data: [] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'shop' });
    await expect(await canvas.findByText('No project available')).toBeVisible();
  },
};

/** Ctrl+K opens the palette; a setting and a page, by keyboard only. */
export const CommandPalette: Story = {
  beforeEach: () => () => {
    setSkin('system');
    localStorage.removeItem('skin');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('link', { name: 'shop' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body.findByRole('dialog', { name: 'Command palette' });
    await expect(
      within(dialog).getByRole('searchbox', { name: 'Search pages, records and settings' }),
    ).toHaveFocus();
    await userEvent.keyboard('Theme: Dark');
    await waitFor(() => expect(within(dialog).getAllByRole('menuitem')[0]).toHaveTextContent('Theme: Dark'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(localStorage.getItem('skin')).toBe('dark'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    await userEvent.keyboard('{Control>}k{/Control}');
    const again = await body.findByRole('dialog', { name: 'Command palette' });
    await userEvent.keyboard('Add a site');
    await waitFor(() => expect(within(again).getAllByRole('menuitem')[0]).toHaveTextContent('Add a site'));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add site' })).toBeVisible();
  },
};

/** The account menu: sign-out (the profile pages join once their routes exist). */
export const UserMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('link', { name: 'shop' });
    await userEvent.click(canvas.getByRole('button', { name: /Account/ }));
    const menu = await body.findByRole('menu', { name: /^Account/ });
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  },
};

/** The client layer's network and session states as banners. */
export const HealthBanners: Story = {
  beforeEach: () => () => resetApiHealth(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'shop' });
    // The frame's own requests answered first: a later answer would clear the network banner.
    await expect(await canvas.findByRole('button', { name: /^Project/ })).toHaveTextContent(
      'Default project',
    );
    reportNetworkError();
    reportTokenError();
    await expect(await canvas.findByText(/The server cannot be reached/)).toBeVisible();
    await expect(canvas.getByText(/Your session has ended/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in now' })).toBeVisible();
  },
};

/**
 * A phone (390 px): every control of the top bar stays on screen — services, project and resource group as
 * icons, search as an icon, and one menu for language, theme and account; the page does not scroll sideways.
 */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    // The top bar (the side menu's drawer has a header of its own on a phone).
    const banner = canvas.getByRole('link', { name: 'Cloud Console' }).closest('header')!;
    const edge = banner.getBoundingClientRect().right;
    const controls = [
      within(banner).getByRole('button', { name: 'Services' }),
      await within(banner).findByRole('button', { name: /^Project/ }),
      within(banner).getByRole('button', { name: /^Resource group/ }),
      within(banner).getByRole('button', { name: /^Search/ }),
      within(banner).getByRole('button', { name: /^Account/ }),
    ];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(edge);
      // Nothing covers it: the point under its centre is the control itself (or its icon).
      const hit = canvasElement.ownerDocument.elementFromPoint(
        box.left + box.width / 2,
        box.top + box.height / 2,
      );
      await expect(control.contains(hit)).toBe(true);
    }
    // The wide top bar's own language and theme menus are not there; the account menu holds both.
    await expect(within(banner).queryByRole('button', { name: /^Language/ })).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: /^Account/ }));
    const menu = await body.findByRole('menu', { name: /^Account/ });
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Websites' })).toBeVisible();
  },
};
