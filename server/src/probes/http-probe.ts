// One HTTP(S) GET to a target, as health checks make it: the name is resolved through the provider's resolver,
// every address it has must be one a probe may reach (addresses.ts), and the request connects to the checked
// address itself (no second lookup that could answer differently). An answer's status line is the result;
// its body is not read. Redirects are not followed. A certificate must be valid for the name.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import type { DnsLookup } from '../dns/resolver.js';
import { mayProbe } from './addresses.js';

/** Why no answer came (an answer, whatever its status, is a status code instead). */
export const PROBE_ERRORS = [
  'dns_not_found',
  'dns_unreachable',
  'address_refused',
  'connection_refused',
  'connection_failed',
  'tls_failed',
  'timeout',
] as const;
export type ProbeError = (typeof PROBE_ERRORS)[number];

export interface ProbeResult {
  /** A 2xx or 3xx answer. */
  passed: boolean;
  statusCode: number | null;
  error: ProbeError | null;
  /** From sending the request to the answer's status line; null without an answer. */
  latencyMs: number | null;
}

export interface HttpProbeTarget {
  scheme: 'http' | 'https';
  /** A host name, or an IPv4 address. */
  host: string;
  port: number;
  /** Starts with "/". */
  path: string;
}

export interface HttpProbeOptions {
  dns: DnsLookup;
  allowLoopback: boolean;
  /** The answer's status line must arrive this long after the request starts. */
  timeoutMs: number;
  /** Ends the probe without a result (the promise rejects): the server is stopping. */
  signal?: AbortSignal;
}

export const PROBE_USER_AGENT = 'ConsoleHealthCheck/1.0';

const failed = (error: ProbeError): ProbeResult => ({
  passed: false,
  statusCode: null,
  error,
  latencyMs: null,
});

/** The addresses to connect to, or why there are none. */
async function resolve(host: string, dns: DnsLookup): Promise<string[] | ProbeError> {
  if (isIP(host)) return [host];
  const outcome = await dns.addresses(host);
  if (outcome.kind === 'found') return outcome.records;
  return outcome.kind === 'unreachable' ? 'dns_unreachable' : 'dns_not_found';
}

function isTlsError(code: string): boolean {
  return /^ERR_(TLS|SSL)_|CERT|SELF_SIGNED|UNABLE_TO_|^EPROTO$/.test(code);
}

function connectionError(err: unknown, scheme: HttpProbeTarget['scheme']): ProbeError {
  const code = (err as { code?: string }).code ?? '';
  if (code === 'ECONNREFUSED') return 'connection_refused';
  if (scheme === 'https' && isTlsError(code)) return 'tls_failed';
  return 'connection_failed';
}

/** The request's own lookup, answering with the address already checked. */
function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

export async function probeHttp(target: HttpProbeTarget, options: HttpProbeOptions): Promise<ProbeResult> {
  options.signal?.throwIfAborted();
  const addresses = await resolve(target.host, options.dns);
  if (typeof addresses === 'string') return failed(addresses);
  if (addresses.length === 0) return failed('dns_not_found');
  if (!addresses.every((a) => mayProbe(a, options.allowLoopback))) return failed('address_refused');
  options.signal?.throwIfAborted();
  const address = addresses[0] as string;

  const timeout = new AbortController();
  const signal = options.signal ? AbortSignal.any([timeout.signal, options.signal]) : timeout.signal;
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs);
  const started = performance.now();
  const client = target.scheme === 'https' ? https : http;
  try {
    return await new Promise<ProbeResult>((resolveResult, reject) => {
      const request = client.request({
        host: target.host,
        port: target.port,
        path: target.path,
        method: 'GET',
        headers: { 'user-agent': PROBE_USER_AGENT, accept: '*/*' },
        agent: false,
        lookup: pinnedLookup(address),
        ...(target.scheme === 'https' && !isIP(target.host) ? { servername: target.host } : {}),
        signal,
      });
      request.once('response', (response) => {
        const statusCode = response.statusCode ?? 0;
        response.destroy();
        resolveResult({
          passed: statusCode >= 200 && statusCode < 400,
          statusCode,
          error: null,
          latencyMs: Math.round(performance.now() - started),
        });
      });
      request.on('error', (err) => {
        if (options.signal?.aborted) reject(options.signal.reason);
        else if (timeout.signal.aborted) resolveResult(failed('timeout'));
        else resolveResult(failed(connectionError(err, target.scheme)));
      });
      request.end();
    });
  } finally {
    clearTimeout(timer);
  }
}
