// Reading a PEM certificate in the browser before it is uploaded (SPEC §2 /cert/ssl/add: the form shows
// subject, SANs, issuer and expiry before saving), with @peculiar/x509. Only the add page's chunk imports this
// module, so the X.509 code stays out of the initial bundle. The server checks the same things again
// (server/src/main/cdn/ssl-parse.ts); what is read here is a preview and a warning, never the decision.
import './reflectMetadata';
import { SubjectAlternativeNameExtension, X509Certificate } from '@peculiar/x509';

/** The key types the CDN serves (the contract's key_type). */
export type ServedKeyType = 'rsa2048' | 'rsa3072' | 'rsa4096' | 'ecdsa_p256' | 'ecdsa_p384';

export interface CertificateInfo {
  /** The subject as one line ("CN=shop.example.com, O=Example Shop"). */
  subject: string;
  commonName: string;
  /** DNS names and IP addresses of the subjectAltName extension. */
  sans: string[];
  issuer: string;
  notBefore: Date;
  notAfter: Date;
  /** The served key type, or undefined when the CDN does not serve this key. */
  keyType: ServedKeyType | undefined;
  /** The key as read, for the user ("RSA 1024", "Ed25519"). */
  keyDescription: string;
  /** Whether the subject and the issuer are the same (a self-signed certificate). */
  selfSigned: boolean;
}

export type CertificateWarning = 'expired' | 'notYetValid' | 'expiresSoon' | 'unsupportedKey' | 'selfSigned';

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The PEM certificates in a text (a leaf, or a chain of several). */
export function pemCertificates(text: string): string[] {
  return text.match(PEM_CERTIFICATE) ?? [];
}

function keyOf(algorithm: Algorithm & { modulusLength?: number; namedCurve?: string }) {
  if (algorithm.modulusLength) {
    const bits = algorithm.modulusLength;
    const served = [2048, 3072, 4096].includes(bits) ? (`rsa${bits}` as ServedKeyType) : undefined;
    return { keyType: served, keyDescription: `RSA ${bits}` };
  }
  if (algorithm.name === 'ECDSA' && algorithm.namedCurve) {
    const curve = algorithm.namedCurve;
    const served = curve === 'P-256' ? 'ecdsa_p256' : curve === 'P-384' ? 'ecdsa_p384' : undefined;
    return { keyType: served as ServedKeyType | undefined, keyDescription: `ECDSA ${curve}` };
  }
  return { keyType: undefined, keyDescription: algorithm.name };
}

/** What the first certificate of `pem` says, or undefined when it is no PEM-encoded X.509 certificate. */
export function readCertificate(pem: string): CertificateInfo | undefined {
  const first = pemCertificates(pem)[0];
  if (!first) return undefined;
  try {
    const cert = new X509Certificate(first);
    const san = cert.getExtension(SubjectAlternativeNameExtension);
    const sans = (san?.names.items ?? [])
      .filter((name) => name.type === 'dns' || name.type === 'ip')
      .map((name) => name.value);
    return {
      subject: cert.subject,
      commonName: cert.subjectName.getField('CN')[0] ?? '',
      sans,
      issuer: cert.issuer,
      notBefore: cert.notBefore,
      notAfter: cert.notAfter,
      ...keyOf(cert.publicKey.algorithm),
      selfSigned: cert.subject === cert.issuer,
    };
  } catch {
    return undefined;
  }
}

/** Reasons to look twice before uploading, worst first. */
export function certificateWarnings(info: CertificateInfo, now: Date): CertificateWarning[] {
  const warnings: CertificateWarning[] = [];
  if (info.notAfter.getTime() <= now.getTime()) warnings.push('expired');
  else if (info.notBefore.getTime() > now.getTime()) warnings.push('notYetValid');
  else if (info.notAfter.getTime() - now.getTime() < 30 * DAY_MS) warnings.push('expiresSoon');
  if (!info.keyType) warnings.push('unsupportedKey');
  if (info.selfSigned) warnings.push('selfSigned');
  return warnings;
}

export type PrivateKeyProblem = 'encrypted' | 'notPem';

/** A private key the server will refuse for its form alone: encrypted with a passphrase, or no PEM key. */
export function privateKeyProblem(pem: string): PrivateKeyProblem | undefined {
  if (pem.trim() === '') return undefined;
  if (/-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type:\s*4,\s*ENCRYPTED/.test(pem)) return 'encrypted';
  if (!/-----BEGIN (RSA |EC )?PRIVATE KEY-----[\s\S]+-----END (RSA |EC )?PRIVATE KEY-----/.test(pem)) {
    return 'notPem';
  }
  return undefined;
}
