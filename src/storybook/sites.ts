// The CDN sites registry entry with its client operations replaced by spies. Each story says what they
// answer in its `beforeEach` (Storybook restores every spy before a story), and plays assert the calls.
import { fn } from 'storybook/test';
import type { RouteObject } from 'react-router-dom';
import { siteResource, type Site, type SiteInput } from '../areas/cdn/resources';
import type { Page, Versioned } from '../api/adapters';
import { resourceRoutes } from '../engine/routes';
import type { AnyResource, ListQuery, OperationContext } from '../engine/types';

export const siteOperations = {
  list: fn<(query: ListQuery, ctx: OperationContext) => Promise<Page<Site>>>().mockName('list'),
  get: fn<(id: string, ctx: OperationContext) => Promise<Versioned<Site>>>().mockName('get'),
  create: fn<(input: SiteInput, ctx: OperationContext) => Promise<Site>>().mockName('create'),
  update:
    fn<(id: string, input: SiteInput, ctx: OperationContext) => Promise<Versioned<Site>>>().mockName(
      'update',
    ),
  delete: fn<(id: string, ctx: OperationContext) => Promise<void>>().mockName('delete'),
};

export const mockedSiteResource = {
  ...siteResource,
  operations: { ...siteResource.operations, ...siteOperations },
} as AnyResource;

/** The engine's list, create and detail routes of the mocked sites entry. */
export function siteRoutes(): RouteObject[] {
  return resourceRoutes(mockedSiteResource);
}
