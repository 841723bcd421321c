// Who the client is, behind proxies. X-Forwarded-For is a list every hop appends to, so only its right end was
// written by proxies we run; its left end is whatever the client sent. TRUST_PROXY therefore names the proxies
// to believe — how many hops (the nearest N, e.g. 1 for one load balancer) or their addresses (IPs, CIDR
// ranges, or proxy-addr's names loopback / linklocal / uniquelocal) — and the client address (request.ip:
// sign-in limits, sessions, the audit trail) is the first address from the right that is not such a proxy.
// Trusting every hop (`true`) would let any client choose its own address, so it is refused. Nothing else
// forwarded is believed: addresses the console gives out and the Secure flag of cookies come from PUBLIC_URL.
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { badRequest } from '../errors.js';

/** The proxies whose X-Forwarded-For entries are believed. */
export type TrustedProxies = { hops: number } | { addresses: string[] };

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 16;

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const usage = (value: string) =>
  new Error(
    `TRUST_PROXY must be the number of proxies in front of the server (e.g. 1) or a comma-separated list of ` +
      `their addresses or CIDR ranges, not "${value}": trusting every forwarded address would let any ` +
      `client choose its own.`,
  );

/** TRUST_PROXY as configured: unset, empty, 0 or false trust no proxy; anything not understood stops the start. */
export function parseTrustProxy(value: string | undefined): TrustedProxies | undefined {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return undefined;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > MAX_HOPS) throw usage(v);
    return { hops };
  }
  const addresses = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!addresses.length || !addresses.every(isAddressOrRange)) throw usage(v);
  return { addresses };
}

/** fastify's `trustProxy` for these proxies: a hop count as a function (fastify's own number form trusts none). */
export function fastifyTrustProxy(trusted: TrustedProxies | undefined): FastifyServerOptions['trustProxy'] {
  if (!trusted) return false;
  if ('hops' in trusted) {
    const { hops } = trusted;
    return (_address: string, hop: number) => hop < hops;
  }
  return trusted.addresses;
}

/**
 * With proxies trusted, the client address is read from X-Forwarded-For: a request whose entry there is no IP
 * address (a client that reached the server around the proxy, or a broken proxy) is refused as the 400 it is,
 * so nothing downstream ever records or limits by a made-up address.
 */
export function installClientAddressCheck(app: FastifyInstance, trusted: TrustedProxies | undefined): void {
  if (!trusted) return;
  app.addHook('onRequest', (request, _reply, done) => {
    if (isIP(request.ip)) {
      done();
      return;
    }
    done(
      badRequest('The forwarded client address is not an IP address.', [
        { path: '/header/x-forwarded-for', message: 'must end with the IP address of the client' },
      ]),
    );
  });
}
