// Non-JSON bodies (multipart form data, text/plain, blob answers) go through the same clients and middleware:
// auth and scope headers, Idempotency-Key, timeouts, cancellation, loading events, 401 handling.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initApi } from '../../../src/api/client';
import {
  blobAnswer,
  downloadReport,
  exportZoneFile,
  filenameOf,
  importZoneFile,
  multipartBody,
  multipartForm,
  textBody,
  toDownload,
  uploadCustomSsl,
} from '../../../src/api/bodies';
import { cancelledResponse, isCancelled } from '../../../src/api/cancelled';
import { ApiError } from '../../../src/api/errors';
import { isSessionExpiring } from '../../../src/api/expiry';
import { subscribeLoading, type LoadingEvent } from '../../../src/api/loading';
import { timeouts } from '../../../src/api/timeouts';
import { json, resetApiState, seedSession, testConfig } from './fakeServer';

type Answer = (request: Request) => Response | Promise<Response> | 'hold';

/** The app's clients (api()) against a fake server; `held` answers wait until aborted. */
function backend(answer: Answer) {
  const requests: Request[] = [];
  const bodies: Promise<string>[] = [];
  const navigate = vi.fn();
  initApi(testConfig, {
    fetch: async (request) => {
      requests.push(request);
      bodies.push(request.clone().text());
      const answered = await answer(request);
      if (answered !== 'hold') return answered;
      return new Promise<Response>((_resolve, reject) => {
        const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (request.signal.aborted) abort();
        else request.signal.addEventListener('abort', abort, { once: true });
      });
    },
    navigate,
    currentPath: () => '/dns/zones',
  });
  return { requests, bodies, navigate };
}

const sslOne = { data: { id: 's1', name: 'edge', status: 'active' } };
const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
const zoneFile = '$ORIGIN example.com.\nwww 300 IN A 192.0.2.1\n';
const importReport = { success: true, error: null, result: { created: 1, updated: 0, skipped: 0 } };

function loadingEvents() {
  const events: LoadingEvent[] = [];
  const stop = subscribeLoading((event) => events.push(event));
  return { events, stop };
}

/**
 * jsdom brings its own FormData, Blob and File, which the fetch of Node (undici, behind Request) cannot read.
 * A browser has one set; the multipart tests use Node's, so the FormData the client builds is the one the
 * Request serialises.
 */
async function useNodeFormData() {
  const nodeForm = await new Response('a=1', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('FormData', nodeForm.constructor);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
}

describe('multipart form data', () => {
  beforeEach(async () => {
    resetApiState();
    await useNodeFormData();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('multipartForm keeps strings and files, drops null and undefined', async () => {
    const file = new File([pem], 'cert.pem', { type: 'application/x-pem-file' });
    const form = multipartForm({ name: 'edge', certificate: file, chain: null, skip: undefined, n: 2 });
    expect([...form.keys()]).toEqual(['name', 'certificate', 'n']);
    expect(form.get('name')).toBe('edge');
    expect(form.get('n')).toBe('2');
    const sent = form.get('certificate') as File;
    expect(sent.name).toBe('cert.pem');
    expect(await sent.text()).toBe(pem);
    const blobForm = multipartForm({ private_key: new Blob(['k']) });
    expect((blobForm.get('private_key') as File).name).toBe('private_key');
  });

  it('multipartBody sends the FormData as it is', () => {
    const options = multipartBody({ name: 'x' });
    expect(options.body).toBeInstanceOf(FormData);
    expect(options.bodySerializer(options.body)).toBe(options.body);
  });

  it('uploadCustomSsl posts multipart form data with the auth, scope and Idempotency-Key headers', async () => {
    seedSession();
    const { requests, bodies } = backend(() => json(sslOne, 201));
    const { events, stop } = loadingEvents();
    const result = await uploadCustomSsl({
      name: 'edge',
      certificate: new File([pem], 'cert.pem'),
      private_key: 'KEY',
    });
    stop();
    expect(result).toEqual(sslOne.data);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://test/api/main/ssl/customssl');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; ?boundary=/);
    expect(request.headers.get('authorization')).toBe('Bearer access-1');
    expect(request.headers.get('x-resource-group-id')).toBe('group-1');
    expect(request.headers.get('x-project-id')).toBe('project-1');
    expect(request.headers.get('x-login-type')).toBe('password');
    expect(request.headers.get('idempotency-key')).toMatch(/\S{8,}/);
    const text = await bodies[0]!;
    expect(text).toContain('name="name"');
    expect(text).toContain('edge');
    expect(text).toContain('name="certificate"; filename="cert.pem"');
    expect(text).toContain(pem.trim());
    expect(text).toContain('name="private_key"');
    expect(text).not.toContain('name="chain"');
    expect(events.map((e) => e.type)).toEqual(['start', 'end']);
    expect(events[0]?.backend).toBe('main');
  });

  it('a failed upload throws the server message with its field paths', async () => {
    backend(() =>
      json(
        {
          message: 'Certificate and key do not match',
          status_code: 400,
          request_id: 'req-9',
          errors: [{ path: 'private_key', message: 'does not match' }],
        },
        400,
      ),
    );
    const error = await uploadCustomSsl({ name: 'x', certificate: pem, private_key: 'k' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      requestId: 'req-9',
      message: 'Certificate and key do not match',
    });
    expect((error as ApiError).fieldErrors).toEqual([{ path: '/private_key', message: 'does not match' }]);
  });

  it('a cancelled upload resolves as cancelled, not as an error', async () => {
    backend(() => 'hold');
    const caller = new AbortController();
    const pending = uploadCustomSsl({ name: 'x', certificate: pem, private_key: 'k' }, caller.signal);
    await new Promise((resolve) => setTimeout(resolve, 0));
    caller.abort();
    expect(isCancelled(await pending)).toBe(true);
  });
});

describe('text/plain bodies', () => {
  beforeEach(() => resetApiState());
  afterEach(() => vi.useRealTimers());

  it('textBody sends the text as it is, as text/plain', () => {
    const options = textBody('a "b"\n');
    expect(options.bodySerializer(options.body)).toBe('a "b"\n');
    expect(options.headers['Content-Type']).toMatch(/^text\/plain/);
  });

  it('importZoneFile posts the zone file as text/plain (not JSON) with dry_run and the usual headers', async () => {
    seedSession();
    const { requests, bodies } = backend(() => json(importReport));
    const { events, stop } = loadingEvents();
    const result = await importZoneFile('zone-1', zoneFile, { dryRun: true });
    stop();
    expect(result).toEqual(importReport.result);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://test/api/dns/dns/zones/zone-1/rrsets/import?dry_run=true');
    expect(request.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(request.headers.get('authorization')).toBe('Bearer access-1');
    expect(request.headers.get('x-project-id')).toBe('project-1');
    expect(request.headers.get('idempotency-key')).toBeTruthy();
    expect(await bodies[0]).toBe(zoneFile);
    expect(events.map((e) => `${e.type} ${e.backend}`)).toEqual(['start dns', 'end dns']);
  });

  it('importZoneFile without dry_run sends no query', async () => {
    const { requests } = backend(() => json(importReport));
    await importZoneFile('zone-1', zoneFile);
    expect(requests[0]?.url).toBe('http://test/api/dns/dns/zones/zone-1/rrsets/import');
  });

  it('times out after the default 60 s with "Request time out!"', async () => {
    vi.useFakeTimers();
    const { requests } = backend(() => 'hold');
    const pending = importZoneFile('z', zoneFile).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(timeouts.default - 1);
    expect(requests[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', message: 'Request time out!' });
  });

  it('a repeated identical import cancels the first and reuses its Idempotency-Key', async () => {
    const { requests } = backend(() => (requests.length === 1 ? 'hold' : json(importReport)));
    const first = importZoneFile('z', zoneFile);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = importZoneFile('z', zoneFile);
    expect(isCancelled(await first)).toBe(true);
    expect(await second).toEqual(importReport.result);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests[1]?.headers.get('idempotency-key')).toBe(requests[0]?.headers.get('idempotency-key'));
  });
});

describe('blob answers', () => {
  beforeEach(() => resetApiState());
  afterEach(() => vi.useRealTimers());

  it('exportZoneFile reads the zone file as a Blob with its name, through the middleware', async () => {
    seedSession();
    const { requests } = backend(
      () =>
        new Response(zoneFile, {
          headers: {
            'Content-Type': 'text/plain; charset=utf-8',
            'Content-Disposition': 'attachment; filename="example.com.txt"',
          },
        }),
    );
    const { events, stop } = loadingEvents();
    const download = await exportZoneFile('zone-1');
    stop();
    if (isCancelled(download)) throw new Error('cancelled');
    expect(typeof download.blob.arrayBuffer).toBe('function');
    expect(await download.blob.text()).toBe(zoneFile);
    expect(download.filename).toBe('example.com.txt');
    expect(download.type).toBe('text/plain');
    expect(requests[0]?.url).toBe('http://test/api/dns/dns/zones/zone-1/rrsets/export');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(requests[0]?.headers.get('idempotency-key')).toBeNull();
    expect(events.map((e) => e.type)).toEqual(['start', 'end']);
  });

  it('downloadReport reads a PDF report as a Blob', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]);
    const { requests } = backend(
      () =>
        new Response(bytes, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition':
              'attachment; filename="r.pdf"; filename*=UTF-8\'\'scan%20r%C3%A9sum%C3%A9.pdf',
          },
        }),
    );
    const download = await downloadReport('rep-1', 'pdf');
    if (isCancelled(download)) throw new Error('cancelled');
    expect(new Uint8Array(await download.blob.arrayBuffer())).toEqual(bytes);
    expect(download.filename).toBe('scan résumé.pdf');
    expect(download.type).toBe('application/pdf');
    expect(requests[0]?.url).toBe('http://test/api/va/report/download/rep-1/pdf');
  });

  it('a failed download throws the JSON error envelope as an ApiError', async () => {
    backend(() =>
      json({ message: 'Report is still generating', status_code: 409, request_id: 'req-4' }, 409),
    );
    const error = await downloadReport('rep-1', 'html').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Report is still generating', requestId: 'req-4' });
  });

  it('a 401 on a download ends the session like any other call', async () => {
    seedSession();
    backend((request) =>
      request.url.endsWith('/logout')
        ? json({ success: true })
        : json({ message: 'Session expired', status_code: 401, request_id: 'r' }, 401),
    );
    await expect(exportZoneFile('z')).rejects.toMatchObject({ status: 401 });
    expect(isSessionExpiring()).toBe(true);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('times out a download after 10 s (a read) and cancels it on the caller signal', async () => {
    vi.useFakeTimers();
    const { requests } = backend(() => 'hold');
    const pending = exportZoneFile('z').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(timeouts.short);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    expect(requests[0]?.signal.aborted).toBe(true);

    const caller = new AbortController();
    const cancelled = downloadReport('r', 'json', caller.signal);
    await vi.advanceTimersByTimeAsync(0);
    caller.abort();
    expect(isCancelled(await cancelled)).toBe(true);
  });

  it('toDownload: cancelled marker, a non-Blob answer, and the type from the Blob', () => {
    expect(isCancelled(toDownload({ response: cancelledResponse() }))).toBe(true);
    expect(() => toDownload({ data: 'text', response: new Response('text') })).toThrow(ApiError);
    const blob = new Blob(['x'], { type: 'application/json' });
    const response = new Response('x');
    response.headers.delete('content-type');
    expect(toDownload({ data: blob, response })).toEqual({
      blob,
      filename: undefined,
      type: 'application/json',
    });
    expect(blobAnswer).toEqual({ parseAs: 'blob' });
  });

  it('toDownload refuses an answer that is not a whole Blob', () => {
    const response = () => new Response('x');
    expect(() => toDownload({ data: null, response: response() })).toThrow(ApiError);
    expect(() =>
      toDownload({ data: { arrayBuffer: async () => new ArrayBuffer(0) }, response: response() }),
    ).toThrow(ApiError);
    expect(() => toDownload({ data: { type: 'text/plain' }, response: response() })).toThrow(ApiError);
    expect(() =>
      toDownload({
        data: new Blob(['x']),
        error: { message: 'No', status_code: 500, request_id: 'r' },
        response: new Response('x', { status: 500 }),
      }),
    ).toThrow('No');
  });

  it.each([
    [null, undefined],
    ['attachment', undefined],
    ['attachment; filename="a b.txt"', 'a b.txt'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename="q\\"uote.txt"', 'q"uote.txt'],
    ["attachment; filename*=UTF-8''%E2%82%AC.txt", '€.txt'],
    ['attachment; filename*=UTF-8\'\'%E2%82.txt; filename="fallback.txt"', 'fallback.txt'],
    ['attachment; filename=""', undefined],
    ["attachment; filename* = UTF-8''spaced.txt ; size=3", 'spaced.txt'],
    ["attachment; filename*=UTF-8'en'tagged.txt", 'tagged.txt'],
  ])('filenameOf(%s) is %s', (header, name) => {
    expect(filenameOf(header)).toBe(name);
  });
});
