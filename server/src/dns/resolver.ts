// The one resolver every DNS question of the provider goes through (add-on domain verification, the addresses
// health probes connect to; the certificate and WAF checks later). DNS_RESOLVER names the servers to ask (`host:port`, comma-separated);
// without it the system's resolvers are asked. An answer is what a DNS server said, never a guess from a name.
import { Resolver } from 'node:dns/promises';

/** What a lookup found: the records, the name does not exist, it exists without such records, or no answer. */
export type LookupOutcome =
  | { kind: 'found'; records: string[] }
  | { kind: 'no_such_name' }
  | { kind: 'no_data' }
  | { kind: 'unreachable'; code: string };

export interface DnsLookup {
  /** The CNAME targets of a name, lower case, without the root's trailing dot. */
  cname(name: string): Promise<LookupOutcome>;
  /** The TXT records of a name, each one string (its character-strings joined). */
  txt(name: string): Promise<LookupOutcome>;
  /** The IPv4 and IPv6 addresses of a name (A and AAAA records), IPv4 first. */
  addresses(name: string): Promise<LookupOutcome>;
}

/** A lookup's failure as an outcome: NXDOMAIN and NODATA are answers; anything else means no answer came. */
function failure(err: unknown): LookupOutcome {
  const code = (err as { code?: string }).code ?? 'EUNKNOWN';
  if (code === 'ENOTFOUND') return { kind: 'no_such_name' };
  if (code === 'ENODATA') return { kind: 'no_data' };
  return { kind: 'unreachable', code };
}

const canonical = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** A and AAAA answers together: any address is found; else no answer beats "no such name" beats "no data". */
function mergeAddresses(v4: LookupOutcome, v6: LookupOutcome): LookupOutcome {
  const records = [v4, v6].flatMap((o) => (o.kind === 'found' ? o.records : []));
  if (records.length) return { kind: 'found', records };
  const unanswered = [v4, v6].find((o) => o.kind === 'unreachable');
  if (unanswered) return unanswered;
  if (v4.kind === 'no_such_name' || v6.kind === 'no_such_name') return { kind: 'no_such_name' };
  return { kind: 'no_data' };
}

/** A resolver asking `servers` (host:port each; empty: the system's), each query waiting at most `timeoutMs`. */
export function createResolver(servers: readonly string[] = [], timeoutMs = 2_000): DnsLookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length) resolver.setServers([...servers]);
  return {
    cname: (name) =>
      resolver
        .resolveCname(name)
        .then((records) => ({ kind: 'found', records: records.map(canonical) }), failure),
    txt: (name) =>
      resolver
        .resolveTxt(name)
        .then((records) => ({ kind: 'found', records: records.map((chunks) => chunks.join('')) }), failure),
    addresses: async (name) => {
      const found = (records: string[]): LookupOutcome => ({ kind: 'found', records });
      const [v4, v6] = await Promise.all([
        resolver.resolve4(name).then(found, failure),
        resolver.resolve6(name).then(found, failure),
      ]);
      return mergeAddresses(v4, v6);
    },
  };
}

/** DNS_RESOLVER's servers: `host:port` or `host` (port 53), comma-separated; empty for the system's. */
export function resolversFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
