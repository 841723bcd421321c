// What the add page knows of a pasted certificate (SPEC §2 /cert/ssl/add: the form shows subject, SANs, issuer
// and expiry before saving), and the checks that need no X.509 parser: finding PEM blocks, the warnings, the
// private key's form. The parser itself (certificateReader.ts) loads only once a certificate is pasted
// (useCertificateInfo.ts). The server checks the same things again (server/src/main/cdn/ssl-parse.ts); what
// is read here is a preview and a warning, never the decision.

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
