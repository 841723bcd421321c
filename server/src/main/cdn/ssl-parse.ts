// Reading an uploaded certificate, key and chain with node:crypto: what the certificate says (subject, SANs,
// issuer, validity, key type, fingerprint) and every reason to refuse it, as field errors of the body.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { badRequest } from '../../errors.js';
import type { FieldError } from '../../errors.js';

export type SslKeyType = 'rsa2048' | 'rsa3072' | 'rsa4096' | 'ecdsa_p256' | 'ecdsa_p384';

export interface ParsedCertificate {
  commonName: string;
  sans: string[];
  issuer: string;
  keyType: SslKeyType;
  fingerprint: string;
  notBefore: Date;
  notAfter: Date;
  /** The leaf alone, as PEM. */
  certificatePem: string;
  /** The intermediates, as PEM (empty when none were sent). */
  chainPem: string;
}

export interface CertificateUpload {
  certificate: string;
  private_key: string;
  chain?: string;
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** "CN=a\nO=b" (node's distinguished-name form) as "CN=a, O=b". */
const oneLine = (dn: string) =>
  dn
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');

function commonNameOf(subject: string): string {
  const cn = subject.split('\n').find((p) => p.startsWith('CN='));
  return cn ? cn.slice(3) : '';
}

/** DNS names and IP addresses of the subjectAltName extension ("DNS:a, DNS:b, IP Address:1.2.3.4"). */
function sansOf(cert: X509Certificate): string[] {
  const raw = cert.subjectAltName;
  if (!raw) return [];
  return raw
    .split(/,\s*/)
    .map((entry) => /^(?:DNS|IP Address):(.+)$/.exec(entry.trim())?.[1] ?? '')
    .filter((v) => v !== '' && v.length <= 253)
    .slice(0, 100);
}

/** The key types the platform serves (the contract's key_type), or undefined. */
function keyTypeOf(key: KeyObject): SslKeyType | undefined {
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'rsa') {
    const bits = details.modulusLength;
    if (bits === 2048 || bits === 3072 || bits === 4096) return `rsa${bits}`;
    return undefined;
  }
  if (key.asymmetricKeyType === 'ec') {
    if (details.namedCurve === 'prime256v1') return 'ecdsa_p256';
    if (details.namedCurve === 'secp384r1') return 'ecdsa_p384';
  }
  return undefined;
}

function readCertificate(pem: string): X509Certificate | undefined {
  try {
    return new X509Certificate(pem);
  } catch {
    return undefined;
  }
}

/** A PEM key with a passphrase: PKCS#8 "ENCRYPTED PRIVATE KEY" or the legacy "Proc-Type: 4,ENCRYPTED" header. */
export const isEncryptedKey = (pem: string) =>
  /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type:\s*4,\s*ENCRYPTED/.test(pem);

function readKey(pem: string): KeyObject | undefined {
  try {
    return createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    return undefined;
  }
}

/**
 * The facts of an upload, or 400 with every field's reason: a certificate or key that is no PEM, an encrypted
 * key, a key that does not match, an expired certificate, a key type the platform does not serve, a chain that
 * does not parse or does not lead to the certificate.
 */
export function parseUpload(input: CertificateUpload, now: Date): ParsedCertificate {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ path: `/body/${field}`, message });

  const leafPem = input.certificate.match(PEM_CERTIFICATE)?.[0];
  const cert = leafPem ? readCertificate(leafPem) : undefined;
  if (!cert) fail('certificate', 'is not a PEM-encoded X.509 certificate');

  let key: KeyObject | undefined;
  if (isEncryptedKey(input.private_key)) {
    fail('private_key', 'is encrypted with a passphrase; upload the key without one');
  } else {
    key = readKey(input.private_key);
    if (!key) fail('private_key', 'is not a PEM-encoded private key');
  }

  const chainPems = input.chain?.match(PEM_CERTIFICATE) ?? [];
  const chain = chainPems.map(readCertificate);
  if (input.chain && input.chain.trim() !== '' && (chain.length === 0 || chain.some((c) => !c))) {
    fail('chain', 'is not a list of PEM-encoded X.509 certificates');
  }

  let keyType: SslKeyType | undefined;
  if (cert) {
    const notAfter = new Date(cert.validTo);
    if (notAfter.getTime() <= now.getTime()) {
      fail('certificate', `has expired (${notAfter.toISOString()})`);
    }
    keyType = keyTypeOf(cert.publicKey);
    if (!keyType) {
      fail('certificate', 'uses a key the CDN does not serve (RSA 2048/3072/4096 or ECDSA P-256/P-384 only)');
    }
    if (key && !cert.checkPrivateKey(key)) fail('private_key', 'does not match the certificate');
    const issuer = chain[0];
    if (issuer && !errors.some((e) => e.path === '/body/chain') && !cert.checkIssued(issuer)) {
      fail('chain', 'does not lead to the certificate: its first certificate did not issue it');
    }
  }
  if (errors.length || !cert || !keyType || !leafPem) {
    throw badRequest(`The certificate cannot be used: ${errors[0]?.path} ${errors[0]?.message}.`, errors);
  }
  return {
    commonName: commonNameOf(cert.subject).slice(0, 253),
    sans: sansOf(cert),
    issuer: oneLine(cert.issuer).slice(0, 500),
    keyType,
    fingerprint: cert.fingerprint256,
    notBefore: new Date(cert.validFrom),
    notAfter: new Date(cert.validTo),
    certificatePem: `${leafPem}\n`,
    chainPem: chainPems.length ? `${chainPems.join('\n')}\n` : '',
  };
}
