// Log-export registry entries (SPEC §2 /log/log-export, add, /log/log-export/{logID}): destinations of the
// active resource group, listed, added on a page of their own and edited on their detail page. The operations
// are derived from the contract paths in `api`.
import type { components } from '../../api/generated/log-export';
import { defineResource } from '../../engine/types';
import { lazyChunk } from '../../api/chunks';
import { validatorsLoader } from '../../engine/validators';

export type LogDestination = components['schemas']['LogDestination'];
export type LogDestinationInput = components['schemas']['LogDestinationInput'];

export const destinationResource = defineResource<LogDestination, LogDestinationInput>({
  name: 'log_destination',
  area: 'logexport',
  permission: { resource: 'logexport', action: 'read' },
  schemas: {
    form: lazyChunk(() => import('../../engine/generated/logexport/destination.form-schema.json')),
    record: 'LogDestination',
    loadValidators: validatorsLoader('logexport', 'destination'),
  },
  ui: lazyChunk(() => import('../../../schemas/logexport/destination.ui.json')),
  routes: {
    list: '/log/log-export',
    create: { path: '/log/log-export/add', defaultHref: '/log/log-export/add' },
    detail: { path: '/log/log-export/:logID', param: 'logID' },
  },
  menu: { id: 'logexport-destinations', labelKey: 'logexport:menu.destinations' },
  audit: { resourceType: 'logexport_destination' },
  api: {
    backend: 'log-export',
    listPath: '/log-export/destinations',
    itemPath: '/log-export/destinations/{id}',
  },
  // Nothing delivers yet: a saved destination takes effect nowhere, so its forms make no such promise.
  propagates: false,
  statusTones: { pending: 'info', active: 'success', failing: 'danger', disabled: 'neutral' },
});
