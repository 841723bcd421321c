import { createContext, lazy, Suspense, useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Body, Main, MenuToggle, Root, SideColumn, SkipLink, TopArea } from './AppLayout.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

/** Route layouts (SPEC §2): vertical = top bar + side menu + content; hide-nav = top bar + content; full = content. */
export type AppLayoutVariant = 'vertical' | 'full' | 'hide-nav';

export interface AppLayoutStrings {
  /** Text of the skip link (shown when focused), e.g. "Skip to main content". */
  skipToContent: string;
  /** Accessible name of the button that opens the side menu on narrow screens, e.g. "Open menu". */
  openMenu: string;
  /** Accessible name of the button that closes the side menu drawer, e.g. "Close menu". */
  closeMenu: string;
  /** Accessible name of the side menu drawer dialog, e.g. "Navigation". */
  menu: string;
}

export interface AppLayoutProps extends DataAttributes {
  /** Which parts are shown. Default 'vertical'. */
  layout?: AppLayoutVariant;
  /** The top bar (usually a `TopBar`); not shown in the 'full' layout. */
  topBar?: ReactNode;
  /** The side navigation (usually a `SideMenu`); shown only in the 'vertical' layout. */
  sideMenu?: ReactNode;
  /** The page. */
  children?: ReactNode;
  /** The layout's own texts. */
  strings: AppLayoutStrings;
  /** Id of the `main` element (target of the skip link). Default: a generated id. */
  mainId?: string;
  className?: string;
}

// The narrow-screen drawer (react-aria's modal and dialog code) loads on the first press of the menu toggle:
// pages without a side menu, /login first of all, never pay for it (scripts/lib/bundle-budget.mjs).
const AppLayoutDrawer = lazy(async () => ({ default: (await import('./AppLayoutDrawer')).AppLayoutDrawer }));

/**
 * The side-menu toggle that `AppLayout` hands to its top bar (a `TopBar` renders it first). Null when the
 * layout has no side menu.
 */
export const AppLayoutMenuToggleContext = createContext<ReactNode>(null);

/**
 * The page frame: a skip link to `main`, the top bar (banner), the side navigation and the `main` landmark.
 * Under 900px of width the side menu moves into a modal drawer opened by a toggle in the top bar.
 */
export function AppLayout({
  layout = 'vertical',
  topBar,
  sideMenu,
  children,
  strings,
  mainId,
  className,
  ...rest
}: AppLayoutProps) {
  const generatedId = useId();
  const id = mainId ?? `main-${generatedId.replace(/:/g, '')}`;
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on (it keeps its exit animation and focus return from then on).
  const [isDrawerWanted, setDrawerWanted] = useState(false);
  const hasSideMenu = layout === 'vertical' && Boolean(sideMenu);
  const hasTopBar = layout !== 'full' && Boolean(topBar);

  const toggle = hasSideMenu ? (
    <MenuToggle
      aria-label={strings.openMenu}
      aria-expanded={isDrawerOpen}
      onPress={() => {
        setDrawerWanted(true);
        setDrawerOpen(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path d="M2 4 H14 M2 8 H14 M2 12 H14" stroke="currentColor" strokeWidth="1.75" fill="none" />
      </svg>
    </MenuToggle>
  ) : null;

  // Focus main without touching the URL (the hash would confuse client-side routing).
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(id);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  return (
    <Root {...dataAttributes(rest)} className={className} data-layout={layout}>
      <SkipLink href={`#${id}`} onClick={skipToMain}>
        {strings.skipToContent}
      </SkipLink>
      {hasTopBar ? (
        <TopArea>
          <AppLayoutMenuToggleContext.Provider value={toggle}>{topBar}</AppLayoutMenuToggleContext.Provider>
        </TopArea>
      ) : null}
      <Body data-layout={layout}>
        {hasSideMenu ? <SideColumn data-has-top-bar={hasTopBar || undefined}>{sideMenu}</SideColumn> : null}
        <Main id={id} tabIndex={-1}>
          {children}
        </Main>
      </Body>
      {hasSideMenu && isDrawerWanted ? (
        <Suspense fallback={null}>
          <AppLayoutDrawer
            isOpen={isDrawerOpen}
            onOpenChange={setDrawerOpen}
            label={strings.menu}
            closeLabel={strings.closeMenu}
          >
            {sideMenu}
          </AppLayoutDrawer>
        </Suspense>
      ) : null}
    </Root>
  );
}
