// How console screens render in Storybook: the app's router pieces around real routes, with test doubles
// only at the edges (ARCHITECTURE §7–§8, aesthetics practices 12–14).
//
//   meta = { render: renderConsole, beforeEach: consoleBeforeEach, parameters: consoleParameters({...}) }
//
// - `consoleBeforeEach` (async, before the story renders) loads the story i18n instance and switches it to the
//   toolbar's `locale` global, warms the lazily loaded screens, gives the frame its own empty browser storage
//   (storage.ts: story files run side by side on one origin), and signs a user in with the real session
//   functions (saveTokens / saveProfile) unless the story says `session: false`. Its cleanup, which Storybook
//   runs before the next story (after this one's screenshots), signs out, forgets the fake backend, the
//   language / skin choices and react-aria's pending announcements, puts the real storage back, and switches
//   back to English (so <html lang> is "en" again).
// - `renderConsole` builds a memory router over the story's routes, inside RootShell (react-aria's
//   RouterProvider) and one of three frames: the bare screen with toasts, the console layout (top bar and side
//   menu), or the public layout of sign-in and error pages. API clients talk to the fake backend (backend.ts);
//   engine screens get mocked operations instead (sites.ts).
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import type { StoryContext } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { initApi } from '../api/client';
import { DataOptions } from '../app/DataProvider';
import { LanguageLocale } from '../app/LanguageLocale';
import { clearSession, saveProfile, saveTokens, type Profile } from '../api/session';
import { RootShell } from '../app/RootShell';
import { ConsoleLayout, PublicLayout } from '../app/layouts';
// Every area registered with the engine, as the console's router registers a page's area before it renders:
// stories render pages on routes of their own.
import '../app/areas';
import { ToastHost } from '../app/Toasts';
import { languageStorageKey } from '../app/i18n';
import { skinStorageKey } from '../app/preferences';
import { siteResource } from '../areas/cdn/resources';
import { backendFetch, resetBackend } from './backend';
import { storyProfile } from './fixtures';
import { loadStoryI18n, localeOf, storyI18n } from './i18n';
import { isolateStorage } from './storage';

/** The page around the routes: the screen alone (with toasts), the console layout, or the public layout. */
export type ConsoleFrame = 'screen' | 'console' | 'public';

export interface ConsoleStoryParameters {
  /** The address the memory router starts at, e.g. "/cdn/sites?q=zzz". */
  path: string;
  /** The routes under the frame (e.g. siteRoutes() or generalRoutes). */
  routes: () => RouteObject[];
  /** Default 'screen'. */
  frame?: ConsoleFrame;
  /** The signed-in user (changes to the default administrator), or false for no session. */
  session?: Partial<Profile> | false;
}

/** Typed `parameters` of a console story (merged with the meta's by Storybook). */
export function consoleParameters(console: Partial<ConsoleStoryParameters>): { console: typeof console } {
  return { console };
}

function readParameters(context: Pick<StoryContext, 'parameters'>): ConsoleStoryParameters {
  const p = (context.parameters as { console?: Partial<ConsoleStoryParameters> }).console;
  if (!p?.path || !p.routes) throw new Error('A console story needs parameters.console.path and .routes.');
  return p as ConsoleStoryParameters;
}

const storyApiConfig = {
  backends: { auth: 'http://console.story/api/auth', main: 'http://console.story/api/main' },
};

/** The screen alone, as inside the console's main area. */
function ScreenFrame() {
  return (
    <ToastHost>
      <main>
        <Outlet />
      </main>
    </ToastHost>
  );
}

const frames: Record<ConsoleFrame, ReactNode> = {
  screen: <ScreenFrame />,
  console: <ConsoleLayout />,
  public: <PublicLayout />,
};

/** The console frame's data options in stories (its DataProvider would otherwise retry failed requests). */
const storyDataOptions = { revalidateOnFocus: false, shouldRetryOnError: false };

/** Follows the toolbar's locale when it changes while the story is open (Storybook UI). */
function FollowLocale({ locale }: { locale: string }) {
  useEffect(() => {
    const i18n = storyI18n();
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);
  return null;
}

function ConsoleStory({
  path,
  routes,
  frame = 'screen',
  locale,
}: ConsoleStoryParameters & { locale: string }) {
  const [router] = useState(() => {
    const memoryRouter = createMemoryRouter(
      [
        {
          element: <RootShell />,
          HydrateFallback: () => null,
          children: [{ element: frames[frame], children: routes() }],
        },
      ],
      { initialEntries: [path] },
    );
    initApi(storyApiConfig, {
      fetch: backendFetch,
      navigate: (to) => void memoryRouter.navigate(to),
      currentPath: () => `${memoryRouter.state.location.pathname}${memoryRouter.state.location.search}`,
    });
    return memoryRouter;
  });
  return (
    <I18nextProvider i18n={storyI18n()}>
      <FollowLocale locale={locale} />
      <LanguageLocale>
        {/* A fresh cache per story; no retries or focus refetches, so states stay put for the screenshot. */}
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, ...storyDataOptions }}>
          <DataOptions.Provider value={storyDataOptions}>
            <RouterProvider router={router} />
          </DataOptions.Provider>
        </SWRConfig>
      </LanguageLocale>
    </I18nextProvider>
  );
}

/** The `render` of console stories: the story's routes from `parameters.console`. */
export function renderConsole(_args: unknown, context: StoryContext) {
  return <ConsoleStory {...readParameters(context)} locale={localeOf(context.globals)} />;
}

/** Sign in as `storyProfile` (with changes) through the app's own session functions. */
export function startSession(changes: Partial<Profile> = {}): void {
  saveTokens({
    access_token: 'story-access-token',
    refresh_token: 'story-refresh-token',
    token_type: 'Bearer',
    expires_in: 900,
    login_type: 'password',
  });
  saveProfile({ ...storyProfile, ...changes });
}

/** Latin, German and Vietnamese letters and digits: every font subset a console screen uses. */
const fontSample = 'Aa0 ÄäÖöÜüß Tiếng Việt ĐđƠơƯư';

/**
 * Load the lazily loaded screens and the bundled fonts up front. Fonts matter for more than speed: an input's
 * intrinsic width is fixed by the font in use at its first layout. The screens load one after the other, in a
 * fixed order: styled-components orders CSS rules by module evaluation, and rules of equal specificity from
 * different modules (engine/layout's Toolbar and the TextField) otherwise win by whichever chunk arrived first.
 */
async function warmScreens(): Promise<void> {
  await Promise.all([
    ...[400, 500, 600, 700].map((weight) => document.fonts.load(`${weight} 16px Inter`, fontSample)),
    document.fonts.load("400 16px 'JetBrains Mono'", fontSample),
  ]);
  await import('../engine/ResourceListPage');
  await import('../engine/ResourceFormPage');
  await import('../engine/ResourceDetailPage');
  await import('../areas/auth/loginPages');
  await import('../areas/auth/pages');
  await import('../areas/general/ErrorPages');
  await siteResource.schemas.loadValidators();
}

/**
 * Empty react-aria's live announcer (what its own `clearAnnouncer` does; that function is not public). A pending
 * Button announces itself with `<div role="img" aria-labelledby=…>` for 7 s; once the story is gone that id
 * points nowhere and axe would blame the next story (role-img-alt).
 */
function clearAnnouncements(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}

/** The `beforeEach` of console stories; returns the cleanup that leaves global state as it found it. */
export async function consoleBeforeEach(context: StoryContext): Promise<() => Promise<void>> {
  const i18n = await loadStoryI18n();
  await i18n.changeLanguage(localeOf(context.globals));
  await warmScreens();
  resetBackend();
  const restoreStorage = isolateStorage();
  const { session } = readParameters(context);
  if (session !== false) startSession(session ?? {});
  return async () => {
    clearAnnouncements();
    clearSession();
    resetBackend();
    localStorage.removeItem(languageStorageKey);
    localStorage.removeItem(skinStorageKey);
    restoreStorage();
    await i18n.changeLanguage('en');
  };
}

/** Queries over the whole document: dialogs, drawers and popovers portal outside the story's root. */
export function pageBody(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}
