// Non-JSON bodies through the same clients, so the same middleware (auth and scope headers, Idempotency-Key,
// timeouts, cancellation, loading events, 401/403 handling) applies to them: multipart form data (the SSL
// upload, certificate upload), text/plain (a DNS zone file import) and blob answers (zone export, report
// downloads). openapi-fetch takes them through `bodySerializer`, a Content-Type header and `parseAs`.
import { api } from './client';
import { cdnEnvelope, dnsEnvelope, type FetchResult } from './adapters';
import { cancelledResult, isCancelledResponse, type Cancelled } from './cancelled';
import { toApiError } from './errors';

export type MultipartValue = string | number | boolean | Blob | null | undefined;

/** A Blob or File (by shape: a Blob from another realm, e.g. a test environment's, counts too). */
function isBlobLike(value: unknown): value is Blob {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).type === 'string'
  );
}

/** A FormData of the fields; null and undefined are left out, Blobs (Files) keep their names. */
export function multipartForm(fields: Readonly<Record<string, MultipartValue>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (isBlobLike(value)) form.append(name, value, (value as Partial<File>).name || name);
    else form.append(name, String(value));
  }
  return form;
}

/**
 * openapi-fetch options sending the fields as multipart/form-data. The FormData goes as it is: the browser
 * writes the Content-Type with its boundary. `body` is typed `never` so it fits any operation's body type.
 */
export function multipartBody(fields: Readonly<Record<string, MultipartValue>>) {
  return {
    body: multipartForm(fields) as never,
    bodySerializer: (form: unknown) => form as FormData,
  };
}

/** openapi-fetch options sending `text` as text/plain (as it is, not JSON-quoted). */
export function textBody(text: string) {
  return {
    body: text as never,
    bodySerializer: (body: unknown) => String(body),
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  };
}

/** openapi-fetch options reading the answer as a Blob (downloads). */
export const blobAnswer = { parseAs: 'blob' } as const;

/** A downloaded file. */
export interface Download {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  filename: string | undefined;
  /** The answer's media type (without parameters). */
  type: string;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameOf(disposition: string | null | undefined): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed extended name: fall back to the plain one.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name || undefined;
}

/** A blob answer as a Download; a failure throws an ApiError; a cancelled request resolves as cancelled. */
export function toDownload(result: FetchResult<unknown>): Download | Cancelled {
  const { response } = result;
  if (isCancelledResponse(response)) return cancelledResult;
  if (result.error !== undefined || !response.ok || !isBlobLike(result.data)) {
    throw toApiError(result.error, response);
  }
  const type = (response.headers.get('content-type') ?? result.data.type).split(';')[0]?.trim() ?? '';
  return {
    blob: result.data,
    filename: filenameOf(response.headers.get('content-disposition')),
    type,
  };
}

type SslUpload = {
  name: string;
  certificate: Blob | string;
  private_key: Blob | string;
  chain?: Blob | string | null;
};

/** POST /ssl/customssl (main): the custom certificate upload, as multipart form data (SPEC §7). */
export async function uploadCustomSsl(input: SslUpload, signal?: AbortSignal) {
  return cdnEnvelope.one(
    await api().main.POST('/ssl/customssl', { ...multipartBody(input), ...(signal ? { signal } : {}) }),
  );
}

/** POST /dns/zones/{zone_id}/rrsets/import (DNS): a BIND zone file as text/plain; `dryRun` only reports. */
export async function importZoneFile(
  zoneId: string,
  zoneFile: string,
  options: { dryRun?: boolean; signal?: AbortSignal } = {},
) {
  return dnsEnvelope.one(
    await api().dns.POST('/dns/zones/{zone_id}/rrsets/import', {
      params: { path: { zone_id: zoneId }, query: options.dryRun ? { dry_run: true } : {} },
      ...textBody(zoneFile),
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

/** GET /dns/zones/{zone_id}/rrsets/export (DNS): the zone file, as a download. */
export async function exportZoneFile(zoneId: string, signal?: AbortSignal): Promise<Download | Cancelled> {
  return toDownload(
    await api().dns.GET('/dns/zones/{zone_id}/rrsets/export', {
      params: { path: { zone_id: zoneId } },
      ...blobAnswer,
      ...(signal ? { signal } : {}),
    }),
  );
}

export type ReportType = 'pdf' | 'html' | 'json';

/** GET /report/download/{reportId}/{report_type} (vulnerability scan): a report file, as a download. */
export async function downloadReport(
  reportId: string,
  reportType: ReportType,
  signal?: AbortSignal,
): Promise<Download | Cancelled> {
  return toDownload(
    await api().va.GET('/report/download/{reportId}/{report_type}', {
      params: { path: { reportId, report_type: reportType } },
      ...blobAnswer,
      ...(signal ? { signal } : {}),
    }),
  );
}
