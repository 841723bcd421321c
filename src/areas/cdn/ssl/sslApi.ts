// The SSL certificate calls that are not the registry's list/get/delete (SPEC §7): the custom upload as
// multipart form data and the free certificate request. Each path is written out at its call site
// (tests/support/console-operations.ts reads them).
import { api } from '../../../api/client';
import { cdnEnvelope } from '../../../api/adapters';
import { multipartBody } from '../../../api/bodies';
import type { components } from '../../../api/generated/main';

type Schemas = components['schemas'];
export type SslCertificate = Schemas['SslCertificate'];
export type SslCustomUpload = Schemas['ssl-certificate.schema'];
export type SslFreeRequest = Schemas['SslFreeRequest'];

/** POST /ssl/customssl: name, certificate, private key and optional chain, as multipart form data. */
export async function uploadCustomCertificate(input: SslCustomUpload): Promise<SslCertificate> {
  return cdnEnvelope.one(
    await api().main.POST(
      '/ssl/customssl',
      multipartBody({
        name: input.name,
        certificate: input.certificate,
        private_key: input.private_key,
        chain: input.chain?.trim() ? input.chain : undefined,
      }),
    ),
  );
}

/** POST /ssl/freessl: a managed certificate for hostnames of the tenant's sites and add-on domains. */
export async function requestFreeCertificate(input: SslFreeRequest): Promise<SslCertificate> {
  return cdnEnvelope.one(await api().main.POST('/ssl/freessl', { body: input }));
}
