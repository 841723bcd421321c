// Outbound requests to identity providers (discovery, token, JWKS, userinfo): an administrator chooses the
// URL, so the server must not become a way into its own network. https only; the host must resolve to
// public addresses; no redirects; a short timeout and a size cap. Origins in settings.idpAllowedOrigins
// (the loopback demo IdP, test providers) skip the scheme and address checks.
// Known gap: the address is checked before fetch() resolves the name again (DNS rebinding between the two
// is possible); pinning the address needs a custom HTTP agent.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export const FETCH_TIMEOUT_MS = 5_000;
export const MAX_RESPONSE_BYTES = 256 * 1024;

export class OutboundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundError';
  }
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

export interface OutboundPolicy {
  allowedOrigins: readonly string[];
}

/** Throws OutboundError when the policy forbids the URL. */
export async function checkUrl(raw: string, policy: OutboundPolicy): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('This is not a valid URL.');
  }
  if (url.username || url.password) throw new OutboundError('The URL must not carry credentials.');
  if (policy.allowedOrigins.includes(url.origin)) return url;
  if (url.protocol !== 'https:') throw new OutboundError('The URL must use https.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw new OutboundError(`The host ${host} could not be resolved.`);
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress))
    throw new OutboundError('The URL points to a private or local network address.');
  return url;
}

async function readCapped(res: Response): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > MAX_RESPONSE_BYTES) throw new OutboundError('The answer is too large.');
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw new OutboundError('The answer is too large.');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * fetch() under the policy: checked URL, no redirects, timeout, capped body (read fully, then handed back
 * as a fresh Response so callers such as openid-client can parse it as usual).
 */
export async function outboundFetch(
  raw: string,
  init: RequestInit,
  policy: OutboundPolicy,
): Promise<Response> {
  const url = await checkUrl(raw, policy);
  let res: Response;
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  try {
    res = await fetch(url, { ...init, redirect: 'manual', signal });
  } catch (err) {
    const timedOut = signal.aborted || (err instanceof Error && err.name === 'TimeoutError');
    throw new OutboundError(
      timedOut ? 'The provider did not answer in time.' : 'The provider could not be reached.',
    );
  }
  if (res.status >= 300 && res.status < 400)
    throw new OutboundError('The provider answered with a redirect.');
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readCapped(res);
  } catch (err) {
    if (err instanceof OutboundError) throw err;
    throw new OutboundError('The provider answer could not be read.');
  }
  const nullBody = res.status === 204 || res.status === 304;
  return new Response(nullBody ? null : body, { status: res.status, headers: res.headers });
}

/** The same, shaped as openid-client's customFetch (its options are a subset of RequestInit). */
export function customFetchFor(policy: OutboundPolicy) {
  return (
    url: string,
    options: { body?: unknown; headers: Record<string, string>; method: string; signal?: AbortSignal },
  ) =>
    outboundFetch(
      url,
      { method: options.method, headers: options.headers, body: options.body as BodyInit | undefined },
      policy,
    );
}
