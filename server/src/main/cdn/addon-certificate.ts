// The certificate an add-on domain is served with must be one of the tenant's, usable, and name the domain:
// otherwise the hostname would go live with a certificate the browser refuses. Refusals are field errors.
import type { Queryable } from '../../db/index.js';
import { badRequest } from '../../errors.js';
import { sslTable } from './ssl.js';

const PATH = '/body/ssl_certificate_id';

/** A certificate name covers the host: exactly, or as a wildcard standing for one leftmost label. */
export function nameCovers(name: string, host: string): boolean {
  const n = name.toLowerCase();
  const h = host.toLowerCase();
  if (!n.startsWith('*.')) return n === h;
  const dot = h.indexOf('.');
  return dot > 0 && h.slice(dot + 1) === n.slice(2);
}

export async function checkAddonCertificate(
  tx: Queryable,
  tenantId: string,
  certificateId: string | null | undefined,
  domain: string,
): Promise<void> {
  if (!certificateId) return;
  const cert = await sslTable(tx, tenantId).get(certificateId);
  const refuse = (message: string) =>
    badRequest('The certificate cannot serve this domain.', [{ path: PATH, message }]);
  if (!cert) throw refuse('is not one of your certificates');
  if (cert.status === 'expired' || cert.status === 'failed')
    throw refuse(`is ${cert.status === 'expired' ? 'expired' : 'not issued (failed)'}`);
  const names = [cert.common_name, ...cert.sans];
  if (!names.some((n) => nameCovers(n, domain))) throw refuse(`does not cover ${domain}`);
}
