// Log-export registry entries (SPEC §2 /log/log-export, add, /log/log-export/{logID}): destinations of the
// active resource group, listed, added on a page of their own and edited on their detail page. The operations
// are derived from the contract paths in `api`.
import type { RJSFSchema } from '@rjsf/utils';
import formSchema from '../../engine/generated/logexport/destination.form-schema.json';
import destinationUi from '../../../schemas/logexport/destination.ui.json';
import type { components } from '../../api/generated/log-export';
import { defOf } from '../../api/schemaDefs';
import { defineResource, type ResourceUi } from '../../engine/types';
import { validatorsLoader } from '../../engine/validators';

export type LogDestination = components['schemas']['LogDestination'];
export type LogDestinationInput = components['schemas']['LogDestinationInput'];

const form = formSchema as unknown as RJSFSchema;

export const destinationResource = defineResource<LogDestination, LogDestinationInput>({
  name: 'log_destination',
  area: 'logexport',
  permission: { resource: 'logexport', action: 'read' },
  schemas: {
    form,
    record: defOf(form, 'LogDestination'),
    loadValidators: validatorsLoader('logexport', 'destination'),
  },
  ui: destinationUi as ResourceUi,
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
