// SSL certificates of the account (SPEC §2 /cert/ssl, /cert/ssl/add, /cert/ssl/{certificateId}): tenant-wide,
// uploaded (custom) or managed (free). The add page and the detail page are the area's own screens: the add
// page reads the certificate in the browser before saving; the detail page lists the sites that use it.
import { lazyChunk } from '../../../api/chunks';
import { defineResource, type AnyResource } from '../../../engine/types';
import { validatorsLoader } from '../../../engine/validators';
import { uploadCustomCertificate, type SslCertificate, type SslCustomUpload } from './sslApi';

export const sslCertificateResource = defineResource<SslCertificate, SslCustomUpload>({
  name: 'ssl_certificate',
  area: 'cdn',
  permission: { resource: 'cdn', action: 'read' },
  schemas: {
    form: lazyChunk(() => import('../../../engine/generated/cdn/ssl-certificate.form-schema.json')),
    record: 'SslCertificate',
    loadValidators: validatorsLoader('cdn', 'ssl-certificate'),
  },
  ui: lazyChunk(() => import('../../../../schemas/cdn/ssl-certificate.ui.json')),
  // An upload is multipart (SPEC §7); certificates are replaced by a new upload, never updated.
  operations: { create: (input) => uploadCustomCertificate(input) },
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
  api: { backend: 'main', listPath: '/ssl', itemPath: '/ssl/{id}', without: ['create', 'update'] },
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
