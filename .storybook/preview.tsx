import type { Decorator, Preview } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import styled from 'styled-components';
import { configure, getConfig } from 'storybook/test';
import '../design-system/foundations/fonts';
import { GlobalStyles, SkinProvider, vars } from '../design-system/foundations';
import { preloadSchemas } from '../src/engine/resourceSchemas';

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

/**
 * Makes the act() wrapper that @storybook/react installs around every user-event dispatch re-entrant.
 *
 * React's act() flushes its queue only after leaving its scope, so effects run then. react-aria moves virtual
 * focus (Autocomplete, the command palette, comboboxes) from such an effect by dispatching a synthetic `blur` on
 * the input; user-event listens for blur on the document and, when the user typed into that input, dispatches a
 * `change` through the same wrapper. That nested act() believes it is the outermost, and on its way out clears
 * React's act queue while the outer act is still flushing: every update after it in that flush is reported as
 * "not wrapped in act(...)", and the nested act reports "suspended inside an act scope". A dispatch made while an
 * outer one is under way runs directly instead; its updates join the outer act's queue and are flushed with it.
 */
function reentrantEventWrapper(): void {
  const outer = getConfig().eventWrapper;
  let depth = 0;
  configure({
    eventWrapper: (dispatch) => {
      if (depth > 0) return dispatch();
      depth += 1;
      try {
        return outer(dispatch);
      } finally {
        depth -= 1;
      }
    },
  });
}

/**
 * What a play function waits for (findBy…, waitFor) may take a while on a busy machine: a route's chunk is
 * transformed on first use. A wait that is met returns at once, so only a failing story waits this long.
 */
function patientWaits(): void {
  configure({ asyncUtilTimeout: 15_000 });
}

const preview: Preview = {
  // Runs after the renderer's own beforeAll, which installs the act() wrapper this one wraps.
  beforeAll: () => {
    reentrantEventWrapper();
    patientWaits();
  },
  decorators: [withSkin],
  // Stories render resource screens without the console's routes, which load the schemas before a page renders:
  // every schema of the resources the story's modules define is loaded first.
  loaders: [
    async () => {
      await preloadSchemas();
      return {};
    },
  ],
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
