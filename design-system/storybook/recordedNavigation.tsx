// Stories of links: the app supplies client-side navigation through react-aria's RouterProvider; a story
// records it instead, in a mock of its own that is cleared before each story.
import type { Args, Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { fn } from 'storybook/test';

/** `TArgs`: the args of the stories it decorates (`ComponentProps<typeof Link>`). */
export function recordedNavigation<TArgs = Args>() {
  const navigate = fn();
  const decorator: Decorator<TArgs> = (Story) => (
    <RouterProvider navigate={navigate}>
      <Story />
    </RouterProvider>
  );
  return { navigate, decorator, reset: () => void navigate.mockClear() };
}
