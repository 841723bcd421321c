import type { Decorator, Preview } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import styled from 'styled-components';
import '../design-system/foundations/fonts';
import { GlobalStyles, SkinProvider, vars } from '../design-system/foundations';

type SkinGlobal = 'light' | 'dark' | 'side-by-side';

// The element every story renders into; the visual-regression setup screenshots it (tests/support/story-screenshots.ts).
const StoryRoot = styled.div`
  display: flow-root;
  padding: ${vars.space[4]};
  color: ${vars.color.text.primary};
  background: ${vars.color.background.canvas};
`;

const SideBySide = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  min-height: 100vh;
`;

/**
 * One half of the side-by-side view. Overlays (popovers, menus, dialogs, toasts) portal into a container
 * inside the half, so they take its skin instead of the document's.
 */
function SkinHalf({ skin, children }: { skin: 'light' | 'dark'; children: ReactNode }) {
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  return (
    <StoryRoot data-theme={skin} data-story-root={skin === 'light' ? '' : undefined}>
      {portal ? <UNSAFE_PortalProvider getContainer={() => portal}>{children}</UNSAFE_PortalProvider> : null}
      <div ref={setPortal} />
    </StoryRoot>
  );
}

const withSkin: Decorator = (Story, ctx) => {
  const skin = (ctx.globals.skin as SkinGlobal | undefined) ?? 'light';
  if (skin === 'side-by-side') {
    return (
      <SkinProvider skin="light">
        <GlobalStyles />
        <SideBySide>
          <SkinHalf skin="light">
            <Story />
          </SkinHalf>
          <SkinHalf skin="dark">
            <Story />
          </SkinHalf>
        </SideBySide>
      </SkinProvider>
    );
  }
  return (
    <SkinProvider skin={skin}>
      <GlobalStyles />
      <StoryRoot data-story-root="">
        <Story />
      </StoryRoot>
    </SkinProvider>
  );
};

const preview: Preview = {
  decorators: [withSkin],
  globalTypes: {
    skin: {
      description: 'Skin (light, dark, or both side by side)',
      toolbar: {
        title: 'Skin',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'side-by-side', title: 'Side by side' },
        ],
        dynamicTitle: true,
      },
    },
    // Read by the console's stories (src/storybook/console.tsx); design-system stories take strings as props.
    locale: {
      description: 'Language of console screens',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'vi', title: 'Tiếng Việt' },
          { value: 'de', title: 'Deutsch' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { skin: 'light', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;
