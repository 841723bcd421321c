import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Profile } from '../../../api/session';
import { RequireSession } from '../../../app/guards';
import { paths } from '../../../app/routeNames';
import { areaRoutes } from '../../../engine/routes';
import { answer, backendRequests, json, setBackend } from '../../../storybook/backend';
import { extraConfigAnswers, shopExtraConfig, siteAnswer } from '../../../storybook/cdn';
import { consoleBeforeEach, consoleParameters, renderConsole, pageBody } from '../../../storybook/console';
import { readOnlyProfile, shopSite } from '../../../storybook/fixtures';
import { cdnArea } from '..';

const extraConfig = `/cdn/sites/${shopSite.id}/edge/extra-config`;

/** An operator: the `admin` permission resource (SPEC §6: extra config only). */
const operator: Partial<Profile> = {
  username: 'ops.le',
  role: 'operator',
  permission: ['cdn:read', 'cdn:write', 'admin:read', 'admin:write'],
};

const meta = {
  title: 'Console/CDN/Sites/Extra configuration',
  render: renderConsole,
  beforeEach: [
    consoleBeforeEach,
    () => setBackend(siteAnswer(shopSite), ...extraConfigAnswers(structuredClone(shopExtraConfig))),
  ],
  parameters: consoleParameters({
    path: extraConfig,
    routes: () => areaRoutes(cdnArea),
    session: operator,
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = pageBody;
const puts = () => backendRequests().filter((r) => r.method === 'PUT');
const configBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Extra configuration' });

/** Beta, with the operators' warning; the stored text, who changed it last; Save waits for a change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Extra configuration' })).toBeVisible();
    await expect(canvas.getByText('beta')).toBeVisible();
    await expect(await canvas.findByText('For operators')).toBeVisible();
    await waitFor(() => expect(configBox(canvasElement)).toHaveValue(shopExtraConfig.config));
    await expect(canvas.getByText(/^Last changed Jun 12, 2025, 4:20 PM by ops\.le\.$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A change is saved at the ETag it was read at; the page then shows who changed it. */
export const Save: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(configBox(canvasElement)).toHaveValue(shopExtraConfig.config));
    await userEvent.type(configBox(canvasElement), 'gzip_comp_level 5;');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    await expect(puts()[0]!.headers.get('If-Match')).toBe('W/"5"');
    await expect(await puts()[0]!.json()).toEqual({
      config: `${shopExtraConfig.config}gzip_comp_level 5;`,
    });
    await expect(await body(canvasElement).findByText('Extra configuration saved')).toBeVisible();
    await expect(await canvas.findByText(/by an\.nguyen\.$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

const changedElsewhere = () =>
  setBackend(
    siteAnswer(shopSite),
    ...extraConfigAnswers(structuredClone(shopExtraConfig), {
      config: 'location /legacy/ {\n  proxy_read_timeout 300s;\n}\n',
      updated_at: '2025-06-21T08:30:00Z',
      updated_by: 'ops.tran',
    }),
  );

/** Types a line and saves: the first PUT meets someone else's change (412). */
async function saveOverStale(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(configBox(canvasElement)).toHaveValue(shopExtraConfig.config));
  await userEvent.type(configBox(canvasElement), 'gzip_comp_level 5;');
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  return canvas.findByRole('alert');
}

/**
 * Someone else saved meanwhile (412, stale ETag): the page says so, loads the latest version (its author in the
 * description) and keeps what was typed, for the operator to merge by hand.
 */
export const ChangedMeanwhile: Story = {
  beforeEach: changedElsewhere,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await saveOverStale(canvasElement);
    await expect(alert).toHaveTextContent('The resource changed since you read it; reload and try again.');
    await expect(alert).toHaveTextContent(
      'Someone changed it meanwhile; the latest version is loaded, and your text is kept here.',
    );
    await expect(await canvas.findByText(/by ops\.tran\.$/)).toBeVisible();
    await expect(configBox(canvasElement)).toHaveValue(`${shopExtraConfig.config}gzip_comp_level 5;`);
    await expect(puts()).toHaveLength(1);
    await expect(puts()[0]!.headers.get('If-Match')).toBe('W/"5"');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** After the 412, saving again is sent at the new ETag and goes through; the warning goes away. */
export const ChangedMeanwhileSaveAgain: Story = {
  beforeEach: changedElsewhere,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await saveOverStale(canvasElement);
    await expect(await canvas.findByText(/by ops\.tran\.$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    await expect(puts()[1]!.headers.get('If-Match')).toBe('W/"6"');
    await expect(await puts()[1]!.json()).toEqual({ config: `${shopExtraConfig.config}gzip_comp_level 5;` });
    await expect(await body(canvasElement).findByText('Extra configuration saved')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** A member who is no operator and opens the address anyway is sent to the not-authorized page. */
export const NotOperator: Story = {
  parameters: consoleParameters({
    session: readOnlyProfile,
    routes: () => [
      {
        element: (
          <RequireSession>
            <Outlet />
          </RequireSession>
        ),
        children: areaRoutes(cdnArea),
      },
      { path: paths.notAuthorized, element: <div data-testid="not-authorized-page" /> },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('not-authorized-page')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Extra configuration' })).toBeNull();
    await expect(backendRequests().some((r) => r.url.includes('/extra_config'))).toBe(false);
  },
};

/** The server refuses the read (an operator whose rights were withdrawn): not permitted, in place. */
export const Refused: Story = {
  beforeEach: () => {
    setBackend(
      siteAnswer(shopSite),
      answer('GET', /\/extra_config$/, () =>
        json({ message: 'Forbidden', status_code: 403, request_id: 'req-403-extra' }, 403),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Not permitted' })).toBeVisible();
    await expect(canvas.getByText('req-403-extra')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('extra-config-save')).toBeDisabled());
    await expect(canvas.getByTestId('extra-config').querySelector('textarea')).toHaveValue(
      shopExtraConfig.config,
    );
  },
};
