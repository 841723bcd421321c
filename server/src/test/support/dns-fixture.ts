// A DNS server on loopback (UDP) for the tests: it answers CNAME, TXT, A and AAAA questions from the records a
// test puts in, NXDOMAIN for a name it holds nothing for and an empty answer (NODATA) for a name it holds other
// records for — on the wire, as a real server would, so the provider's resolver is exercised for real.
// A records directory (one file `<name>.json` per name, `{ "CNAME": [...], "TXT": [...], "A": [...] }`, read
// at every question) lets other processes (end-to-end workers) add records to a server they did not start,
// each name in a file of its own so that no two writers meet.
import dgram from 'node:dgram';
import fs from 'node:fs';
import path from 'node:path';
import dnsPacket from 'dns-packet';

export type FixtureRecordType = 'CNAME' | 'TXT' | 'A' | 'AAAA';
const ANSWERED: readonly string[] = ['CNAME', 'TXT', 'A', 'AAAA'];
type NameRecords = Partial<Record<FixtureRecordType, string[]>>;
type Zone = Record<string, NameRecords>;

export interface DnsFixture {
  /** `127.0.0.1:<port>`, as DNS_RESOLVER and settings.dnsResolvers take it. */
  address: string;
  set(name: string, type: FixtureRecordType, values: string[]): void;
  /** Forgets every record of the name (it no longer exists). */
  remove(name: string): void;
  /** Stops answering: questions time out from now on (a resolver that cannot be reached). */
  silence(on: boolean): void;
  close(): Promise<void>;
}

const NXDOMAIN = 3;
const key = (name: string) => name.toLowerCase().replace(/\.$/, '');

function recordsIn(dir: string | undefined, name: string): NameRecords | undefined {
  if (!dir) return undefined;
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8')) as NameRecords;
  } catch {
    return undefined;
  }
}

/** Publishes a name's records in a records directory (what an end-to-end test does before a check). */
export function publishRecords(dir: string, name: string, records: NameRecords): void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${key(name)}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(records));
  fs.renameSync(`${file}.tmp`, file);
}

export async function startDnsFixture(
  options: { recordsDir?: string; port?: number } = {},
): Promise<DnsFixture> {
  const zone: Zone = {};
  let silent = false;
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, peer) => {
    if (silent) return;
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = key(question.name);
    // A name of other characters is never a file name: it is simply not held.
    const held =
      zone[name] ?? (/^[a-z0-9.*_-]+$/.test(name) ? recordsIn(options.recordsDir, name) : undefined);
    const type = question.type as FixtureRecordType;
    const values = held && ANSWERED.includes(type) ? held[type] : [];
    const answers = (values ?? []).map(
      (value) => ({ type, name: question.name, ttl: 60, class: 'IN', data: value }) as dnsPacket.Answer,
    );
    const reply = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | (held ? 0 : NXDOMAIN),
      questions: [question],
      answers,
    });
    socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    set(name, type, values) {
      (zone[key(name)] ??= {})[type] = values;
    },
    remove(name) {
      delete zone[key(name)];
    },
    silence(on) {
      silent = on;
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
