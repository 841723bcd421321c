// The real CDN screens with optimistic switches — a site's firewall rules list (engine list, status switches)
// and a site's edge settings page — against the model server of cdnServer.ts, through the real client and swr.
// Screens load with reads answered at once; after that every answer is held until the test delivers it.
import { useDeferredValue, useLayoutEffect, useState, type ReactNode } from 'react';
import { act, screen, within } from '@testing-library/react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { expect } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { firewallRuleResource } from '../../../src/areas/cdn/siteChildResources';
import { siteResource } from '../../../src/areas/cdn/resources';
import { cdnPaths } from '../../../src/areas/cdn/paths';
import { fillPath } from '../../../src/engine/routes';
import { optimisticStore } from '../../../src/engine/optimistic/optimisticStore';
import BasicPage from '../../../src/areas/cdn/site/BasicPage';
import { routesFor } from '../list/harness';
import { renderApp, signIn } from '../helpers';
import type { CdnServer } from './cdnServer';
import { until } from '../../support/until';

let mutateShown: ScopedMutator | undefined;
let askProbe: (() => void) | undefined;
let asked = 0;

/** Hands the page's swr cache to the test (`readAgain`). */
function CacheHandle() {
  const { mutate } = useSWRConfig();
  useLayoutEffect(() => {
    mutateShown = mutate;
  }, [mutate]);
  return null;
}

/**
 * Shows, in a deferred render, how many times it was asked. React renders every pending deferred update in
 * one batch, so once it shows the latest ask, every deferred render scheduled before that ask (a table's new
 * rows, a switch's return to the cached value) has reached the DOM too.
 */
function DeferredProbe() {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    askProbe = () => setCount((n) => n + 1);
  }, []);
  const rendered = useDeferredValue(count);
  return <output data-testid="deferred-probe" hidden data-rendered={rendered} />;
}

function withHandles(element: ReactNode): ReactNode {
  return (
    <>
      <CacheHandle />
      <DeferredProbe />
      {element}
    </>
  );
}

/** Waits until every render React has deferred so far is on the screen. */
export async function deferredRendersDone(): Promise<void> {
  asked += 1;
  const target = String(asked);
  act(() => askProbe!());
  await until(() => expect(screen.getByTestId('deferred-probe').getAttribute('data-rendered')).toBe(target));
}

/**
 * Starts a read of every cached swr key `matches` picks, as any revalidation would (a save elsewhere
 * invalidating the resource); the model server holds its answer like every other. Resolves once swr has
 * taken the answer (or dropped it).
 */
export function readAgain(matches: (key: unknown[]) => boolean): Promise<unknown> {
  return mutateShown!((key) => Array.isArray(key) && matches(key));
}

/** The site's item key as every site screen reads it: [site, 'item', {siteId}, id]. */
export const isSiteItem = (siteId: string) => (key: unknown[]) =>
  key[0] === siteResource.name && key[1] === 'item' && key[3] === siteId;

/** The firewall rules list's keys: [firewall_rule, 'list', params, query]. */
export const isFirewallList = (key: unknown[]) => key[0] === firewallRuleResource.name && key[1] === 'list';

async function load(server: CdnServer, path: string, routes: RouteObject[], ready: () => Promise<unknown>) {
  signIn({ permission: ['cdn:read', 'cdn:write'] });
  asked = 0;
  server.answerReadsAtOnce = true;
  const rendered = renderApp(path, { fetch: server.fetch, requests: [] }, routes);
  await ready();
  server.answerReadsAtOnce = false;
  return rendered;
}

/** /cdn/sites/{siteId}/edge/firewall-rules, loaded. */
export async function renderFirewallRules(server: CdnServer) {
  const routes = routesFor(firewallRuleResource).map((route) => ({
    ...route,
    element: withHandles(route.element),
  }));
  const path = fillPath(firewallRuleResource.routes.list!, { siteId: server.site.id });
  return load(server, path, routes, async () => {
    // The first render compiles the lazy list chunk.
    const table = await screen.findByRole('table', { name: 'Firewall rules' }, { timeout: 20_000 });
    await within(table).findByText(server.rules[0]!.description, undefined, { timeout: 10_000 });
  });
}

/** /cdn/sites/{siteId}/edge/basic (development mode, always use HTTPS, …), loaded. */
export async function renderBasicEdgeSettings(server: CdnServer) {
  // The shell the engine's screens get (toasts, the router's links), around the page alone.
  const shell = routesFor(siteResource)[0]!.element;
  const routes: RouteObject[] = [
    { element: shell, children: [{ path: cdnPaths.basic, element: withHandles(<BasicPage />) }] },
  ];
  const path = fillPath(cdnPaths.basic, { siteId: server.site.id });
  return load(server, path, routes, () =>
    screen.findByRole('switch', { name: 'Always use HTTPS' }, { timeout: 20_000 }),
  );
}

/** The status switch of a firewall rule's row (named after the rule's description). */
export function ruleSwitch(description: string): HTMLInputElement {
  return screen.getByRole('switch', { name: new RegExp(`^Status of ${description}:`) }) as HTMLInputElement;
}

/** The switch of an edge setting (named after its label). */
export function edgeSwitch(label: string): HTMLInputElement {
  return screen.getByRole('switch', { name: label }) as HTMLInputElement;
}

/** The store's entries: none once everything settled. */
export const pendingKeys = () => optimisticStore.size;

/** No switch of the screen marks a change still pending. */
export const nothingMarkedPending = () => document.querySelector('[data-pending]') === null;
