import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../storybook/console';
import { PropagationNotice } from './PropagationNotice';

const meta = {
  title: 'Console/Shell/Propagation notice',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: consoleParameters({
    path: '/notice',
    routes: () => [{ path: '/notice', element: <PropagationNotice /> }],
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §1: about 15 minutes, global changes up to 2 hours. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByTestId('propagation-notice');
    await expect(notice).toHaveTextContent(
      'Most updates take effect after about 15 minutes; global changes can take up to 2 hours.',
    );
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByTestId('propagation-notice');
    await expect(notice).toHaveTextContent('15 phút');
    await expect(notice).toHaveTextContent('2 giờ');
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByTestId('propagation-notice');
    await expect(notice).toHaveTextContent('15 Minuten');
    await expect(notice).toHaveTextContent('2 Stunden');
  },
};
