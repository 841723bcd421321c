// Reads a PEM certificate with @peculiar/x509 (with its ASN.1 stack, ≈45 KiB gzip): a chunk of its own that
// useCertificateInfo.ts loads when a certificate is first pasted, so the add page shows without it and the free
// certificate form never loads it.
import './reflectMetadata';
import { SubjectAlternativeNameExtension, X509Certificate } from '@peculiar/x509';
import { pemCertificates, type CertificateInfo, type ServedKeyType } from './certificateInfo';

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
