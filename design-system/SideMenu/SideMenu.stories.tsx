import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideMenu, findActiveItem } from './SideMenu';
import type { SideMenuItem, SideMenuProps } from './SideMenu';

const WAF_BASE = '/waf/endpoints/12';
const WAF_MENU: SideMenuItem[] = [
  { id: 'overview', label: 'Overview', href: `${WAF_BASE}/overview` },
  { id: 'whitelist', label: 'Whitelist', href: `${WAF_BASE}/whitelist` },
  { id: 'rules', label: 'Rules', href: `${WAF_BASE}/rules` },
  { id: 'rate-limiting', label: 'Rate limiting', href: `${WAF_BASE}/rate-limiting`, badge: 'beta' },
  { id: 'bot-management', label: 'Bot management', href: `${WAF_BASE}/bot-management/list`, badge: 'beta' },
  { id: 'api-protection', label: 'API security', href: `${WAF_BASE}/api-protection`, badge: 'beta' },
  { id: 'load-balance', label: 'Load balance', href: `${WAF_BASE}/load-balance` },
  { id: 'ip', label: 'IP list', href: `${WAF_BASE}/ip` },
  { id: 'geo', label: 'Geo', href: `${WAF_BASE}/geo` },
  { id: 'log', label: 'Log', href: `${WAF_BASE}/log` },
  { id: 'setting', label: 'Setting', href: `${WAF_BASE}/setting/detail` },
];

const CDN_BASE = '/cdn/sites/7/edge';
const CDN_MENU: SideMenuItem[] = [
  { id: 'basic', label: 'Basic', href: `${CDN_BASE}/basic` },
  {
    id: 'cache',
    label: 'Cache',
    items: [
      { id: 'cache-setting', label: 'Settings', href: `${CDN_BASE}/cache/setting` },
      { id: 'cache-rules', label: 'Rules', href: `${CDN_BASE}/cache/rules` },
      { id: 'cache-history', label: 'History', href: `${CDN_BASE}/cache/history` },
    ],
  },
  { id: 'origin', label: 'Origins', href: `${CDN_BASE}/origin` },
  {
    id: 'optimization',
    label: 'Optimization',
    items: [
      { id: 'opt-image', label: 'Image', href: `${CDN_BASE}/optimization/image` },
      { id: 'opt-content', label: 'Content', href: `${CDN_BASE}/optimization/content` },
      { id: 'opt-protocol', label: 'Protocol', href: `${CDN_BASE}/optimization/protocol` },
      { id: 'opt-video', label: 'Video delivery', href: `${CDN_BASE}/optimization/video-delivery` },
    ],
  },
  { id: 'page-rules', label: 'Page rules', href: `${CDN_BASE}/page-rules` },
  { id: 'firewall-rules', label: 'Firewall rules', href: `${CDN_BASE}/firewall-rules` },
  {
    id: 'multi-cdn',
    label: 'Multi CDN',
    badge: 'beta',
    items: [
      { id: 'mcdn-management', label: 'Management', href: `${CDN_BASE}/multi-cdn/management` },
      { id: 'mcdn-strategies', label: 'Route strategies', href: `${CDN_BASE}/multi-cdn/route-strategies` },
      { id: 'mcdn-map', label: 'Route map', href: `${CDN_BASE}/multi-cdn/route-map` },
    ],
  },
  { id: 'extra-config', label: 'Extra config', href: `${CDN_BASE}/extra-config`, badge: 'beta' },
];

const navigate = fn();

/** Client-side navigation as the app wires it: RouterProvider + the current path as `activeHref`. */
function Routed(props: SideMenuProps) {
  const [path, setPath] = useState(props.activeHref);
  return (
    <RouterProvider
      navigate={(href) => {
        navigate(href);
        setPath(href);
      }}
    >
      <div style={{ width: 260 }}>
        <SideMenu {...props} activeHref={path} />
      </div>
    </RouterProvider>
  );
}

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  args: { items: WAF_MENU, activeHref: `${WAF_BASE}/rules/add`, ariaLabel: 'Endpoint shop.example.com' },
  render: (args) => <Routed {...args} />,
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Endpoint shop.example.com' });
    // The longest matching href wins: /rules/add is under Rules.
    await expect(within(nav).getByRole('link', { name: 'Rules' })).toHaveAttribute('aria-current', 'page');
    await expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
    await expect(within(nav).getByRole('link', { name: /Rate limiting/ })).toHaveTextContent(
      'Rate limitingbeta',
    );

    // Pointer: client-side navigation through the RouterProvider.
    await userEvent.click(within(nav).getByRole('link', { name: 'Whitelist' }));
    await expect(navigate).toHaveBeenLastCalledWith(`${WAF_BASE}/whitelist`);
    await expect(within(nav).getByRole('link', { name: 'Whitelist' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Keyboard: Tab to the next link, Enter follows it.
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Rules' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith(`${WAF_BASE}/rules`);
    await expect(within(nav).getByRole('link', { name: 'Rules' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Groups: Story = {
  args: { items: CDN_MENU, activeHref: `${CDN_BASE}/cache/rules/edit/3`, ariaLabel: 'Site shop.example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cache = canvas.getByRole('button', { name: 'Cache' });
    const optimization = canvas.getByRole('button', { name: 'Optimization' });
    // The group holding the active link is open; the others are closed.
    await expect(cache).toHaveAttribute('aria-expanded', 'true');
    await expect(optimization).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Rules' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Image' })).toBeNull();

    // Keyboard: Enter opens a group, Space closes it.
    optimization.focus();
    await userEvent.keyboard('{Enter}');
    await expect(optimization).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Image' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(optimization).toHaveAttribute('aria-expanded', 'false');

    // Pointer: the user may close the active group.
    await userEvent.click(cache);
    await expect(cache).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(cache);
    await expect(cache).toHaveAttribute('aria-expanded', 'true');

    // A group's badge is part of its trigger.
    await expect(canvas.getByRole('button', { name: /Multi CDN/ })).toHaveTextContent('Multi CDNbeta');
  },
};

const SITE_SECTION_MENU: SideMenuItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/cdn/dashboard' },
  { id: 'sites', label: 'Sites', href: '/cdn/sites' },
  {
    id: 'site',
    label: 'Site',
    section: { overline: 'Site', heading: 'shop.example.com' },
    items: [
      { id: 'overview', label: 'Overview', href: '/cdn/sites/7' },
      { id: 'basic', label: 'Basic', href: `${CDN_BASE}/basic` },
      { id: 'cache', label: 'Cache', href: `${CDN_BASE}/cache/setting` },
      { id: 'purge', label: 'Purge cache', href: `${CDN_BASE}/purge-cache` },
    ],
  },
];

/** A section about one record, headed by its name; the current item is given by id (from the route table):
 *  on a cache rule's edit page "Cache" is current, though its href is the settings tab. */
export const Section: Story = {
  args: {
    items: SITE_SECTION_MENU,
    activeId: 'cache',
    activeHref: `${CDN_BASE}/cache/rules/edit/3`,
    ariaLabel: 'CDN',
  },
  render: (args) => (
    <RouterProvider navigate={(href) => navigate(href)}>
      <div style={{ width: 260 }}>
        <SideMenu {...args} />
      </div>
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section's links form a list named by its heading.
    const section = canvas.getByRole('list', { name: 'Site shop.example.com' });
    await expect(within(section).getByRole('link', { name: 'Cache' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getAllByRole('link').filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
    // Always open: no disclosure button.
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.click(within(section).getByRole('link', { name: 'Purge cache' }));
    await expect(navigate).toHaveBeenLastCalledWith(`${CDN_BASE}/purge-cache`);
  },
};

export const NothingActive: Story = {
  args: { items: CDN_MENU, activeHref: '/billing-management', ariaLabel: 'Site shop.example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').filter((l) => l.hasAttribute('aria-current'))).toHaveLength(0);
    for (const button of canvas.getAllByRole('button'))
      await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Examples: Story = {
  args: { items: CDN_MENU, activeHref: `${CDN_BASE}/basic`, ariaLabel: 'Site shop.example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Following a link inside a closed group from elsewhere (e.g. a breadcrumb) opens that group.
    await userEvent.click(canvas.getByRole('button', { name: /Multi CDN/ }));
    await userEvent.click(canvas.getByRole('link', { name: 'Route map' }));
    await expect(navigate).toHaveBeenLastCalledWith(`${CDN_BASE}/multi-cdn/route-map`);
    await expect(canvas.getByRole('link', { name: 'Route map' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Cache' })).toHaveAttribute('aria-expanded', 'false');
    await expect(findActiveItem(CDN_MENU, `${CDN_BASE}/optimization/image`).activeId).toBe('opt-image');
    await expect([...findActiveItem(CDN_MENU, `${CDN_BASE}/optimization/image`).ancestorIds]).toEqual([
      'optimization',
    ]);
    await expect(findActiveItem(CDN_MENU, `${CDN_BASE}/basicx`).activeId).toBeUndefined();
  },
};

/** A link that leaves the console (the protected WAF site) opens in a new tab and says so. */
export const NewTabLink: Story = {
  args: {
    items: [
      ...WAF_MENU.slice(0, 3),
      {
        id: 'open-site',
        label: 'shop.example.com',
        href: 'https://shop.example.com/',
        newTabHint: 'opens in a new tab',
      },
    ],
    activeHref: `${WAF_BASE}/overview`,
    ariaLabel: 'Endpoint shop.example.com',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const site = canvas.getByRole('link', { name: 'shop.example.com (opens in a new tab)' });
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(site).not.toHaveAttribute('aria-current');
    // Console links stay in the tab.
    await expect(canvas.getByRole('link', { name: 'Rules' })).not.toHaveAttribute('target');
    await expect(findActiveItem(meta.args.items, 'https://shop.example.com/').activeId).toBeUndefined();
  },
};
