// Fixed certificates and PEM texts for the SSL stories (constant ids and dates, so screenshots stay put), and
// the routes of the SSL certificate entry. The PEM files are the server's test fixtures.
import type { RouteObject } from 'react-router-dom';
import validCrt from '../../../../server/src/test/fixtures/ssl/valid.crt?raw';
import validKey from '../../../../server/src/test/fixtures/ssl/valid.key?raw';
import expiredCrt from '../../../../server/src/test/fixtures/ssl/expired.crt?raw';
import { resourceRoutes } from '../../../engine/routes';
import { sslCertificateResource } from './resources';
import type { SslCertificate } from './sslApi';

export { validCrt, validKey, expiredCrt };

export function sslRoutes(): RouteObject[] {
  return resourceRoutes(sslCertificateResource);
}

export const shopCertificate: SslCertificate = {
  id: 'cccccccc-0000-4000-8000-000000000001',
  name: 'shop.example.com 2025',
  type: 'custom',
  common_name: 'shop.example.com',
  sans: ['shop.example.com', 'www.shop.example.com'],
  issuer: 'O=Console Test CA, CN=Console Test Root',
  key_type: 'rsa2048',
  fingerprint_sha256:
    '1F:E4:46:84:FA:85:60:56:6C:91:06:7D:EA:C2:BB:CF:30:CC:5F:89:DF:04:84:35:2E:3A:29:01:73:62:2F:11',
  not_before: '2025-01-01T00:00:00Z',
  expiration_date: '2125-01-01T00:00:00Z',
  status: 'active',
  auto_renew: false,
  validation_records: [],
  used_by: [
    {
      site_id: 'aaaaaaaa-0000-4000-8000-000000000001',
      site_name: 'shop',
      domain: 'shop.example.com',
    },
    {
      site_id: 'aaaaaaaa-0000-4000-8000-000000000001',
      site_name: 'shop',
      domain: 'www.shop.example.com',
    },
  ],
  created_at: '2025-06-02T08:15:00Z',
  updated_at: '2025-06-02T08:15:00Z',
};

export const freeCertificate: SslCertificate = {
  id: 'cccccccc-0000-4000-8000-000000000002',
  name: 'media.example.net',
  type: 'free',
  common_name: '*.media.example.net',
  sans: ['*.media.example.net'],
  issuer: 'CN=Console Free SSL R1, O=Console Cloud',
  key_type: 'ecdsa_p256',
  not_before: null,
  expiration_date: null,
  status: 'pending_validation',
  auto_renew: true,
  validation_records: [
    {
      domain: '*.media.example.net',
      method: 'txt',
      name: '_acme-challenge.media.example.net',
      value: 'q3XbV0pQ7hKkz1tY9mWcR2sLdN8eFgHj',
      status: 'pending',
    },
  ],
  used_by: [],
  created_at: '2025-06-10T08:00:00Z',
  updated_at: '2025-06-10T08:00:00Z',
};
