// The add page's browser-side reading of a certificate (src/areas/cdn/ssl/certificateInfo.ts and
// certificateReader.ts), on the server's SSL fixtures (server/src/test/fixtures/ssl/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  certificateWarnings,
  pemCertificates,
  privateKeyProblem,
} from '../../../src/areas/cdn/ssl/certificateInfo';
import { readCertificate } from '../../../src/areas/cdn/ssl/certificateReader';
import { isReadableCertificate } from '../../../src/areas/cdn/ssl/useCertificateInfo';

const fixture = (name: string) =>
  readFileSync(path.resolve(__dirname, '../../../server/src/test/fixtures/ssl', name), 'utf8');
const now = new Date('2026-01-01T00:00:00Z');

describe('certificateInfo', () => {
  it('reads subject, SANs, issuer, validity and key type of an RSA certificate', () => {
    const info = readCertificate(fixture('valid.crt'))!;
    expect(info.commonName).toBe('shop.example.com');
    expect(info.subject).toContain('CN=shop.example.com');
    expect(info.sans).toEqual(['shop.example.com', 'www.shop.example.com']);
    expect(info.issuer).toContain('CN=Console Test Root');
    expect(info.notBefore.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(info.notAfter.toISOString()).toBe('2125-01-01T00:00:00.000Z');
    expect(info.keyType).toBe('rsa2048');
    expect(certificateWarnings(info, now)).toEqual([]);
  });

  it('reads an ECDSA P-256 wildcard certificate', () => {
    const info = readCertificate(fixture('ec.crt'))!;
    expect(info.commonName).toBe('*.media.example.net');
    expect(info.sans).toEqual(['*.media.example.net', 'media.example.net']);
    expect(info.keyType).toBe('ecdsa_p256');
    expect(info.keyDescription).toBe('ECDSA P-256');
  });

  it('warns about an expired and a not yet valid certificate', () => {
    expect(certificateWarnings(readCertificate(fixture('expired.crt'))!, now)).toContain('expired');
    const early = new Date('2024-06-01T00:00:00Z');
    expect(certificateWarnings(readCertificate(fixture('valid.crt'))!, early)).toContain('notYetValid');
    const late = new Date('2124-12-15T00:00:00Z');
    expect(certificateWarnings(readCertificate(fixture('valid.crt'))!, late)).toContain('expiresSoon');
  });

  it('warns about a self-signed certificate and a key the CDN does not serve', () => {
    const info = readCertificate(fixture('chain.crt'))!;
    expect(certificateWarnings(info, now)).toContain('selfSigned');
    expect(certificateWarnings({ ...info, keyType: undefined }, now)).toContain('unsupportedKey');
  });

  it('answers undefined for text that is no certificate, and reads the first of a chain', () => {
    expect(readCertificate('hello')).toBeUndefined();
    expect(readCertificate('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----')).toBeUndefined();
    const both = `${fixture('valid.crt')}\n${fixture('chain.crt')}`;
    expect(pemCertificates(both)).toHaveLength(2);
    expect(readCertificate(both)?.commonName).toBe('shop.example.com');
  });

  it('tells an encrypted or non-PEM private key apart from a usable one', () => {
    expect(privateKeyProblem(fixture('valid.key'))).toBeUndefined();
    expect(privateKeyProblem(fixture('ec.key'))).toBeUndefined();
    expect(privateKeyProblem(fixture('encrypted-pkcs8.key'))).toBe('encrypted');
    expect(privateKeyProblem(fixture('encrypted-legacy.key'))).toBe('encrypted');
    expect(privateKeyProblem('not a key')).toBe('notPem');
    expect(privateKeyProblem('')).toBeUndefined();
  });
});

describe('the check before sending', () => {
  it('refuses a text without a PEM certificate at once, and reads one through the reader loaded on demand', async () => {
    expect(await isReadableCertificate('not a certificate')).toBe(false);
    expect(await isReadableCertificate(fixture('valid.crt'))).toBe(true);
    const garbled = '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----';
    expect(await isReadableCertificate(garbled)).toBe(false);
  });
});
