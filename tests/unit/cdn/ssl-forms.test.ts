// The SSL add page's form helpers: the hostnames text of a free certificate and the server's field errors.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { hostnamesOf } from '../../../src/areas/cdn/ssl/FreeCertificateForm';
import { serverFieldErrors } from '../../../src/areas/cdn/ssl/sslFieldErrors';

describe('SSL add page helpers', () => {
  it('reads one hostname per line (commas and spaces too), lower-cased, each once', () => {
    expect(
      hostnamesOf(' Shop.Example.com\nwww.shop.example.com, *.media.example.net shop.example.com\n\n'),
    ).toEqual(['shop.example.com', 'www.shop.example.com', '*.media.example.net']);
    expect(hostnamesOf('   ')).toEqual([]);
  });

  it('puts each server field error on its field, a hostname by index on the hostnames, the first message winning', () => {
    const error = new ApiError({
      message: 'Invalid request',
      status: 400,
      fieldErrors: [
        { path: '/body/private_key', message: 'does not match the certificate' },
        { path: '/body/domains/1', message: 'b.example.com is not a hostname of a site' },
        { path: '/body/domains/2', message: 'c.example.com is not a hostname of a site' },
        { path: '/body/unknown', message: 'ignored' },
      ],
    });
    expect(serverFieldErrors(error, ['private_key', 'domains', 'certificate'] as const)).toEqual({
      private_key: 'does not match the certificate',
      domains: 'b.example.com is not a hostname of a site',
    });
    expect(serverFieldErrors(new Error('x'), ['name'] as const)).toEqual({});
  });
});
