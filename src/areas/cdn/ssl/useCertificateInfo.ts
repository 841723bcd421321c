// The certificate reader (certificateReader.ts, the X.509 parser) loads through the chunk loader the first time
// a text holds a PEM certificate; until then the add page has not loaded it at all. A failed load is tried again
// on the next call; the server reads the certificate again anyway, so the form never depends on it.
import { useEffect, useMemo, useState } from 'react';
import { lazyChunk } from '../../../api/chunks';
import { pemCertificates, type CertificateInfo } from './certificateInfo';
import type * as CertificateReader from './certificateReader';

type Reader = typeof CertificateReader;

const importReader = lazyChunk(() => import('./certificateReader'));
let reader: Reader | undefined;
let loading: Promise<Reader> | undefined;

/** The certificate reader, loaded once. */
export function loadCertificateReader(): Promise<Reader> {
  loading ??= importReader().then(
    (module) => (reader = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface CertificateReading {
  /** What the first certificate of the text says; undefined without one, or while the reader loads. */
  info: CertificateInfo | undefined;
  /** The text holds a PEM certificate and the reader is still loading. */
  reading: boolean;
}

/** What the certificate in `pem` says, loading the reader when the text first holds a PEM certificate. */
export function useCertificateInfo(pem: string): CertificateReading {
  const hasCertificate = pemCertificates(pem).length > 0;
  const [loaded, setLoaded] = useState(reader);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!hasCertificate || loaded) return;
    let live = true;
    loadCertificateReader().then(
      (module) => live && setLoaded(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [hasCertificate, loaded]);
  const info = useMemo(
    () => (hasCertificate && loaded ? loaded.readCertificate(pem) : undefined),
    [hasCertificate, loaded, pem],
  );
  return { info, reading: hasCertificate && !loaded && !failed };
}

/**
 * Whether `pem` holds a certificate the reader can read, for the check before sending: false without a PEM
 * certificate, undefined when the reader could not load (the server then decides alone).
 */
export async function isReadableCertificate(pem: string): Promise<boolean | undefined> {
  if (pemCertificates(pem).length === 0) return false;
  const module = await loadCertificateReader().catch(() => undefined);
  return module ? module.readCertificate(pem) !== undefined : undefined;
}
