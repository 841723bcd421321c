import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../storybook/console';
import { pageOf, sites, storyProfile } from '../storybook/fixtures';
import { groupOperations, groups, iamRoutes } from '../storybook/iam';
import { siteOperations, siteRoutes } from '../storybook/sites';
import { recentServicesKey } from './shell/recentServices';

/** A menu's chunk loads at its first opening, a route's at its first visit: a busy machine takes over a second. */
const loading = { timeout: 5000 };

/** Reads CDN and IAM; the tenant has CDN enabled (IAM needs no enabling). */
const cdnAndIam = { permission: ['cdn:read', 'cdn:write', 'iam:read'] };

const meta = {
  title: 'Console/Shell/Services menu',
  render: renderConsole,
  beforeEach: [
    consoleBeforeEach,
    () => {
      siteOperations.list.mockResolvedValue(pageOf(sites));
      groupOperations.list.mockResolvedValue(pageOf(groups));
    },
  ],
  parameters: consoleParameters({
    path: '/cdn/sites',
    routes: () => [...siteRoutes(), ...iamRoutes()],
    frame: 'console',
    session: cdnAndIam,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu of a user who opened IAM before: by keyboard, with both groups and CDN marked as current. */
export const ServicesMenu: Story = {
  beforeEach: () => {
    localStorage.setItem(recentServicesKey(storyProfile.id), JSON.stringify(['iam']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    await canvas.findByRole('link', { name: 'shop' });

    // Keyboard: skip link, brand, then the services menu.
    await userEvent.click(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Services' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Services' }, loading);

    // Recently visited: IAM (the service on screen is not repeated there); All services: both, CDN current.
    const recent = within(menu).getByRole('group', { name: 'Recently visited' });
    await expect(
      within(recent)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Identity and access management']);
    const all = within(menu).getByRole('group', { name: 'All services' });
    const cdn = within(all).getByRole('menuitem', { name: 'CDN' });
    await expect(cdn).toHaveAccessibleDescription('Current');
    await expect(cdn).toHaveAttribute('href', '/cdn/dashboard');
    await expect(
      within(all).getByRole('menuitem', { name: 'Identity and access management' }),
    ).not.toHaveAccessibleDescription();
    await expect(within(menu).queryByRole('group', { name: 'Not enabled yet' })).toBeNull();

    // Arrows move through both groups; Escape closes and gives focus back to the trigger.
    await waitFor(() => expect(within(recent).getByRole('menuitem')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(cdn).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    // Open again for the screenshot.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu', { name: 'Services' }, loading);
  },
};

/** From the CDN sites to IAM through the menu, by keyboard; CDN is then the recently visited service. */
export const GoToAnotherService: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('link', { name: 'shop' });
    const trigger = canvas.getByRole('button', { name: 'Services' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Services' }, loading);
    // First visit: nothing visited before this service yet.
    await expect(within(menu).queryByRole('group', { name: 'Recently visited' })).toBeNull();
    const iam = within(menu).getByRole('menuitem', { name: 'Identity and access management' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'CDN' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(iam).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'User groups' }, loading),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'IAM' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Services' }));
    const again = await body.findByRole('menu', { name: 'Services' }, loading);
    const recent = within(again).getByRole('group', { name: 'Recently visited' });
    await expect(within(recent).getByRole('menuitem', { name: 'CDN' })).toHaveAttribute(
      'href',
      '/cdn/dashboard',
    );
    const all = within(again).getByRole('group', { name: 'All services' });
    await expect(
      within(all).getByRole('menuitem', { name: 'Identity and access management' }),
    ).toHaveAccessibleDescription('Current');
    await expect(JSON.parse(localStorage.getItem(recentServicesKey(storyProfile.id))!)).toEqual([
      'iam',
      'cdn',
    ]);
  },
};

/** The tenant has not enabled CDN: it is listed apart and leads to its getting-started page. */
export const ServiceNotEnabled: Story = {
  parameters: consoleParameters({
    path: '/iam-management/user-group',
    session: { ...cdnAndIam, enabled_services: [] },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'User groups' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Services' }));
    const menu = await body.findByRole('menu', { name: 'Services' }, loading);
    const all = within(menu).getByRole('group', { name: 'All services' });
    await expect(within(all).getAllByRole('menuitem')).toHaveLength(1);
    await expect(
      within(all).getByRole('menuitem', { name: 'Identity and access management' }),
    ).toHaveAccessibleDescription('Current');
    const notEnabled = within(menu).getByRole('group', { name: 'Not enabled yet' });
    await expect(within(notEnabled).getByRole('menuitem', { name: 'CDN' })).toHaveAttribute(
      'href',
      '/cdn/getting-started',
    );
  },
};
