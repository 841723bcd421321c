import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { consoleBeforeEach, consoleParameters, renderConsole } from '../../storybook/console';
import { generalRoutes } from './routes';

const meta = {
  title: 'Tmp',
  render: renderConsole,
  beforeEach: consoleBeforeEach,
  parameters: { ...consoleParameters({ path: '/login', routes: () => generalRoutes, frame: 'public', session: false }), a11y: { test: 'off' } },
} satisfies Meta;
export default meta;
export const A: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await new Promise((r) => setTimeout(r, 300));
    for (const el of document.querySelectorAll('[role=img]')) {
      console.log('IMG', el.parentElement?.parentElement?.outerHTML.slice(0, 1500));
    }
    throw new Error('stop');
  },
};
