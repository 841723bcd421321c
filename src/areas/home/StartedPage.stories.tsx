import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../../app/areas';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { areaRoutes } from '../../engine/routes';
import { homeArea } from '.';
import { cdnReader, homeAdmin } from './home.fixtures';

const meta = {
  title: 'Console/General/Getting started',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: consoleParameters({
    path: '/started',
    routes: () => areaRoutes(homeArea),
    session: homeAdmin,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const serviceNames = [
  'CDN',
  'Web application firewall',
  'DNS',
  'Vulnerability assessment',
  'Security centre',
  'Certificate manager',
  'Log export',
  'Notifications',
  'DDoS protection',
  'Billing',
  'Identity and access management',
];

/** Every service with what it does; links only to the services this console registers (CDN and IAM here). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      serviceNames,
    );
    await expect(canvas.getByRole('link', { name: 'Open CDN' })).toHaveAttribute('href', '/cdn/dashboard');
    await expect(canvas.getByRole('link', { name: 'Open Identity and access management' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/iam-management\//),
    );
    await expect(canvas.getAllByRole('link', { name: /^Open / })).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: 'Open Billing' })).toBeNull();
    // Keyboard: Tab reaches the first service link.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Open CDN' })).toHaveFocus();
  },
};

/** A member who reads CDN only: IAM exists but needs iam:read, which the card names instead of a link. */
export const WithoutPermission: Story = {
  parameters: consoleParameters({ session: cdnReader }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Open CDN' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open Identity and access management' })).toBeNull();
    await expect(
      canvas.getByText('Needs the iam:read permission. Ask a tenant administrator.'),
    ).toBeVisible();
  },
};
