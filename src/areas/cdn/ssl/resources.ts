// SSL certificates of the account (SPEC §2 /cert/ssl, /cert/ssl/add, /cert/ssl/{certificateId}): tenant-wide,
// uploaded (custom) or managed (free). The add page and the detail page are the area's own screens: the add
// page reads the certificate in the browser before saving; the detail page lists the sites that use it.
import type { RJSFSchema } from '@rjsf/utils';
import formSchema from '../../../engine/generated/cdn/ssl-certificate.form-schema.json';
import sslUi from '../../../../schemas/cdn/ssl-certificate.ui.json';
import { api } from '../../../api/client';
import { cdnEnvelope, versioned } from '../../../api/adapters';
import { lazyChunk } from '../../../api/chunks';
import { defineResource, type AnyResource, type ResourceUi } from '../../../engine/types';
import { validatorsLoader } from '../../../engine/validators';
import { uploadCustomCertificate, type SslCertificate, type SslCustomUpload } from './sslApi';

const sslForm = formSchema as RJSFSchema;
type SslSortBy = 'name' | 'status' | 'expiration_date' | 'created_at';

export const sslCertificateResource = defineResource<SslCertificate, SslCustomUpload>({
  name: 'ssl_certificate',
  area: 'cdn',
  permission: { resource: 'cdn', action: 'read' },
  schemas: {
    form: sslForm,
    record: (sslForm.$defs as Record<string, RJSFSchema>).SslCertificate as RJSFSchema,
    loadValidators: validatorsLoader('cdn', 'ssl-certificate'),
  },
  ui: sslUi as ResourceUi,
  operations: {
    list: async (query) =>
      cdnEnvelope.list(
        await api().main.GET('/ssl', {
          params: {
            query: {
              page: query.page,
              per_page: query.perPage,
              sort_by: query.sortBy as SslSortBy | undefined,
              sort_direction: query.sortDirection,
              search: query.search,
              status: query.filters?.status as SslCertificate['status'] | undefined,
              type: query.filters?.type as SslCertificate['type'] | undefined,
            },
          },
        }),
      ),
    get: async (id) =>
      versioned(await api().main.GET('/ssl/{id}', { params: { path: { id } } }), cdnEnvelope.one),
    create: (input) => uploadCustomCertificate(input),
    delete: async (id, { ifMatch }) =>
      cdnEnvelope.action(
        await api().main.DELETE('/ssl/{id}', {
          params: { path: { id }, header: ifMatch ? { 'If-Match': ifMatch } : {} },
        }),
      ),
  },
  routes: {
    list: '/cert/ssl',
    create: { path: '/cert/ssl/add', defaultHref: '/cert/ssl/add' },
    detail: { path: '/cert/ssl/:certificateId', param: 'certificateId' },
  },
  screens: {
    create: lazyChunk(() => import('./SslAddPage')),
    detail: lazyChunk(() => import('./SslDetailPage')),
  },
  menu: { id: 'cdn-ssl', labelKey: 'cdn:menu.ssl' },
  audit: { resourceType: 'ssl_certificate' },
  api: { backend: 'main', itemPath: '/ssl/{id}' },
  statusTones: {
    pending_validation: 'info',
    issuing: 'info',
    active: 'success',
    expiring_soon: 'warning',
    expired: 'danger',
    failed: 'danger',
  },
});

export const sslResources: AnyResource[] = [sslCertificateResource];
