import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppLayout } from './AppLayout';
import type { AppLayoutProps } from './AppLayout';
import { TopBar } from '../TopBar';
import { SideMenu } from '../SideMenu';
import type { SideMenuItem } from '../SideMenu';
import { Link } from '../Link';
import { MenuButton } from '../MenuButton';

const STRINGS: AppLayoutProps['strings'] = {
  skipToContent: 'Skip to main content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Navigation',
};

const DNS_MENU: SideMenuItem[] = [
  { id: 'overview', label: 'Overview', href: '/dns/zones/4/over-view' },
  { id: 'records', label: 'Records', href: '/dns/zones/4/records' },
  { id: 'access-control', label: 'Access control', href: '/dns/zones/4/access-control' },
  { id: 'setting', label: 'Setting', href: '/dns/zones/4/setting', badge: 'beta' },
];

const navigate = fn();

const topBar = (
  <TopBar
    brand={
      <Link href="/home" variant="standalone">
        Telecom Cloud
      </Link>
    }
    end={
      <MenuButton
        label="Account"
        variant="quiet"
        items={[{ id: 'logout', label: 'Sign out' }]}
        onAction={fn()}
      >
        an.nguyen@example.vn
      </MenuButton>
    }
  />
);

function Page({ title }: { title: string }) {
  return (
    <>
      <h1 style={{ margin: '0 0 8px' }}>{title}</h1>
      <p style={{ margin: 0 }}>Zone example.vn · 14 records · Nameservers ns1.example.net, ns2.example.net</p>
    </>
  );
}

/** The app's wiring: RouterProvider for links, the current path drives the side menu. */
function Routed(props: AppLayoutProps & { width?: number; children?: ReactNode }) {
  const { width, ...layoutProps } = props;
  const [path, setPath] = useState('/dns/zones/4/records');
  return (
    <RouterProvider
      navigate={(href) => {
        navigate(href);
        setPath(href);
      }}
    >
      <div style={{ width: width ?? '100%', outline: '1px dashed transparent' }}>
        <AppLayout
          {...layoutProps}
          sideMenu={
            layoutProps.sideMenu === undefined ? undefined : (
              <SideMenu items={DNS_MENU} activeHref={path} ariaLabel="Zone example.vn" />
            )
          }
        />
      </div>
    </RouterProvider>
  );
}

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  args: {
    layout: 'vertical',
    topBar,
    sideMenu: true,
    strings: STRINGS,
    mainId: 'main-content',
    children: <Page title="Records" />,
  },
  render: (args) => <Routed {...args} />,
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Landmarks: banner, navigation, main.
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Zone example.vn' })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    // Wide: no menu toggle.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();

    // The skip link is the first stop of the keyboard and moves focus to main.
    await userEvent.click(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();

    // Side menu links navigate client-side.
    await userEvent.click(canvas.getByRole('link', { name: 'Access control' }));
    await expect(navigate).toHaveBeenLastCalledWith('/dns/zones/4/access-control');
    await expect(canvas.getByRole('link', { name: 'Access control' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    window.scrollTo(0, 0);
  },
};

export const HideNav: Story = {
  args: { layout: 'hide-nav', children: <Page title="Add zone" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

export const Full: Story = {
  args: {
    layout: 'full',
    children: (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
        <h1>Sign in</h1>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('main')).toHaveTextContent('Sign in');
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  render: (args) => <Routed {...args} width={640} />,
  parameters: { screenshot: { target: 'viewport' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Under 900px the side menu is behind a toggle in the top bar.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Enter opens the drawer (a modal dialog); Escape closes it and focus returns.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('navigation', { name: 'Zone example.vn' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(toggle).toHaveFocus());

    // The close button closes it too.
    await userEvent.click(toggle);
    await userEvent.click(await body.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // Following a link closes the drawer.
    await userEvent.click(toggle);
    await userEvent.click(await body.findByRole('link', { name: 'Overview' }));
    await expect(navigate).toHaveBeenLastCalledWith('/dns/zones/4/over-view');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // Leave it open for the screenshot.
    await userEvent.click(toggle);
    await body.findByRole('dialog', { name: 'Navigation' });
  },
};

export const Examples: Story = {
  args: {
    children: (
      <>
        <Page title="Records" />
        {Array.from({ length: 30 }, (_, i) => (
          <p
            key={i}
            style={{ margin: '12px 0' }}
          >{`www${i + 1}.example.vn  A  203.0.113.${i + 1}  TTL 300`}</p>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    // The top bar sticks while the page scrolls.
    window.scrollTo(0, 400);
    await waitFor(() => expect(Math.round(banner.getBoundingClientRect().top)).toBe(0));
    window.scrollTo(0, 0);
  },
};
