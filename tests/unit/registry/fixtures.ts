// Registry fixtures for the registry tests: a full resource (all four routes) and a child living under the
// site. The child borrows the "project" strings so the strict i18n instance has its texts.
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { siteResource } from '../../../src/areas/cdn/resources';
import type { AnyResource, AreaDefinition } from '../../../src/engine/types';
import { cdnArea } from '../../../src/areas/cdn';

const page = { items: [], page: 1, perPage: 20, total: 0, totalPages: 0 };
const versionedRecord = { record: {} };

export const fullResource: AnyResource = {
  ...siteResource,
  name: 'site',
  routeParams: { feature: ['setting', 'rules'] },
  operations: {
    list: async () => page,
    get: async () => versionedRecord,
    create: async () => ({}),
    update: async () => versionedRecord,
    delete: async () => undefined,
  },
  routes: {
    list: '/cdn/sites/:feature',
    create: {
      path: '/cdn/sites/add/:type',
      allowedParams: { type: ['web', 'vod'] },
      defaultHref: '/cdn/sites/add/web',
    },
    edit: { path: '/cdn/sites/edit/:siteId', param: 'siteId' },
    detail: { path: '/cdn/sites/:siteId/:feature', param: 'siteId' },
  },
};

/** A resource under a site (like page rules), with the "project" strings. */
export const childResource: AnyResource = {
  ...siteResource,
  name: 'project',
  parent: { resource: 'site', param: 'siteId' },
  routes: {
    list: '/cdn/sites/:siteId/projects',
    detail: { path: '/cdn/sites/:siteId/projects/:projectID', param: 'projectID' },
  },
  menu: undefined,
};

export const cdnWithChild: AreaDefinition = { ...cdnArea, resources: [...cdnArea.resources, childResource] };

/** The `form` component a create/edit route renders (its element is `<FormScreen form={…} />`). */
export function formOf(route: RouteObject | undefined): unknown {
  return (route?.element as ReactElement<{ form: unknown }> | undefined)?.props.form;
}
