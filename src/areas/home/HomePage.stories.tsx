import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../app/areas';
import {
  answer,
  backendRequests,
  contractExemptions,
  serverFailure,
  setBackend,
} from '../../storybook/backend';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { pending } from '../../storybook/fixtures';
import { areaRoutes } from '../../engine/routes';
import { homeArea } from '.';
import {
  accessKeysAnswer,
  cdnReader,
  failing,
  homeAdmin,
  iamAnswers,
  iamTotals,
  quotasAnswer,
  scopesAnswer,
  siteTotals,
  sitesAnswer,
} from './home.fixtures';

const meta = {
  title: 'Console/General/Home',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: consoleParameters({
    path: '/home',
    routes: () => areaRoutes(homeArea),
    session: homeAdmin,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, card: string, label: string) => {
  const terms = [...canvasElement.querySelectorAll(`[data-card="${card}"] dt`)];
  return terms.find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
};

/**
 * Every card of an administrator, in the console frame: numbers straight from the lists' totals, each card
 * saying whose they are — the sites of the resource group, people and quotas of the whole account (so "12 sites"
 * beside "14 of 100 sites per account" is no contradiction).
 */
export const Overview: Story = {
  parameters: consoleParameters({ frame: 'console' }),
  beforeEach: () => setBackend(scopesAnswer, sitesAnswer(), ...iamAnswers, accessKeysAnswer(), quotasAnswer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(
      canvas.getByText('Welcome, An Nguyễn. This is what Demo runs on the console today.'),
    ).toBeVisible();
    await waitFor(() => expect(figure(canvasElement, 'sites', 'All sites')).toBe(String(siteTotals.all)));
    await expect(figure(canvasElement, 'sites', 'Active')).toBe(String(siteTotals.active));
    await expect(figure(canvasElement, 'sites', 'Failed')).toBe(String(siteTotals.error));
    await waitFor(() => expect(figure(canvasElement, 'iam', 'Members')).toBe(String(iamTotals.members)));
    await expect(figure(canvasElement, 'iam', 'User groups')).toBe(String(iamTotals.groups));
    await expect(figure(canvasElement, 'iam', 'Projects')).toBe(String(iamTotals.projects));
    await waitFor(() => expect(figure(canvasElement, 'access-keys', 'Tokens')).toBe('2'));
    // Account-wide quotas of registered services with counted usage: no DNS, no per-site, no retention.
    const quotaCodes = () =>
      [...canvasElement.querySelectorAll('[data-quota]')].map((li) => li.getAttribute('data-quota'));
    await waitFor(() =>
      expect(quotaCodes()).toEqual([
        'sites_per_account',
        'access_keys',
        'iam_members',
        'projects',
        'user_groups',
      ]),
    );
    await expect(canvas.getByRole('progressbar', { name: 'Sites per account' })).toHaveAttribute(
      'aria-valuenow',
      '14',
    );
    const scopeOf = (card: string) => canvasElement.querySelector(`[data-card="${card}"] [data-scope]`);
    await waitFor(() =>
      expect(scopeOf('sites')).toHaveTextContent('Resource group “main” of project “Default project”'),
    );
    await expect(scopeOf('iam')).toHaveTextContent('Whole account');
    await expect(scopeOf('quotas')).toHaveTextContent('Whole account');
    await expect(canvas.getByRole('link', { name: 'View sites' })).toHaveAttribute('href', '/cdn/sites');
    const siteCalls = backendRequests().filter((r) => r.url.includes('/cdn/sites'));
    await expect(siteCalls.every((r) => new URL(r.url).searchParams.get('per_page') === '1')).toBe(true);
  },
};

/** A member who reads CDN only: no IAM card, no quotas (they need iam:read); their own tokens still show. */
export const CdnReader: Story = {
  parameters: consoleParameters({ session: cdnReader }),
  beforeEach: () => setBackend(sitesAnswer(), accessKeysAnswer(0)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'CDN sites' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your access tokens' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Identity and access' })).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Service quotas' })).toBeNull();
    await waitFor(() => expect(figure(canvasElement, 'access-keys', 'Tokens')).toBe('0'));
    await expect(backendRequests().some((r) => r.url.includes('/tenant/'))).toBe(false);
  },
};

/** A member no grant lets read any service: what to do and whom to ask, not an overview of nothing. */
export const NoAccess: Story = {
  parameters: consoleParameters({ session: { ...cdnReader, permission: [] } }),
  beforeEach: () => setBackend(accessKeysAnswer(0)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByTestId('no-access');
    await expect(within(notice).getByText('No service is open to you yet')).toBeVisible();
    await expect(notice).toHaveTextContent('Your account (binh.tran, tenant Demo)');
    await expect(
      within(notice).getByRole('link', { name: 'See your permissions in this project' }),
    ).toHaveAttribute('href', '/profile-management/info');
    await expect(canvas.queryByRole('heading', { level: 2, name: 'CDN sites' })).toBeNull();
  },
};

/** CDN not enabled for the tenant: its card stays hidden (its getting-started page offers to enable it). */
export const ServiceNotEnabled: Story = {
  parameters: consoleParameters({ session: { ...homeAdmin, enabled_services: [] } }),
  beforeEach: () => setBackend(...iamAnswers, accessKeysAnswer(), quotasAnswer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Identity and access' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'CDN sites' })).toBeNull();
    await expect(backendRequests().some((r) => r.url.includes('/cdn/sites'))).toBe(false);
  },
};

/** Every card loading: skeletons with a status for screen readers. */
export const Loading: Story = {
  beforeEach: () => setBackend(answer('GET', /.*/, () => pending())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(4));
    await expect(canvas.getAllByText('Loading…')).toHaveLength(4);
  },
};

/** No sites yet: the sites card says so and still leads to the sites list. */
export const NoSites: Story = {
  beforeEach: () =>
    setBackend(
      sitesAnswer({ all: 0, active: 0, pending: 0, disabled: 0, error: 0 }),
      ...iamAnswers,
      accessKeysAnswer(),
      quotasAnswer,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No sites in this resource group yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View sites' })).toBeVisible();
  },
};

/** One endpoint fails: its card shows the error with the request id and a retry; the others stay. */
export const CardError: Story = {
  parameters: contractExemptions(serverFailure('GET', '/api/main/tenant/groups')),
  beforeEach: () =>
    setBackend(failing(/\/tenant\/groups$/), sitesAnswer(), ...iamAnswers, accessKeysAnswer(), quotasAnswer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Identity and access' });
    const card = within(canvasElement.querySelector<HTMLElement>('[data-card="iam"]')!);
    await expect(await card.findByText('These numbers could not be loaded')).toBeVisible();
    await expect(card.getByText('The service is unavailable')).toBeVisible();
    await expect(card.getByText(/req-home-503/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await waitFor(() => expect(figure(canvasElement, 'sites', 'All sites')).toBe(String(siteTotals.all)));
  },
};

/** Retry asks again; once the endpoint answers, the card shows its numbers. */
export const CardRetry: Story = {
  parameters: CardError.parameters,
  beforeEach: CardError.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Identity and access' });
    const card = within(canvasElement.querySelector<HTMLElement>('[data-card="iam"]')!);
    await card.findByText('These numbers could not be loaded');
    setBackend(sitesAnswer(), ...iamAnswers, accessKeysAnswer(), quotasAnswer);
    await userEvent.click(card.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(figure(canvasElement, 'iam', 'User groups')).toBe(String(iamTotals.groups)));
    await expect(canvas.queryByText('These numbers could not be loaded')).toBeNull();
  },
};

/** Vietnamese: every card's words come from locales/vi/areas/home.json. */
export const OverviewVietnamese: Story = {
  globals: { locale: 'vi' },
  beforeEach: () => setBackend(sitesAnswer(), ...iamAnswers, accessKeysAnswer(), quotasAnswer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Site CDN' })).toBeVisible();
    await waitFor(() => expect(figure(canvasElement, 'sites', 'Tất cả site')).toBe(String(siteTotals.all)));
    await expect(await canvas.findByRole('progressbar', { name: 'Số site mỗi tài khoản' })).toBeVisible();
  },
};
