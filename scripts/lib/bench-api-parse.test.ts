// The API and server-start benches' parsers (scripts/bench/api/): autocannon's --json report and command line, /proc CPU time,
// the server's start timings.
import { describe, expect, it } from 'vitest';
import { autocannonArgs, summarize } from '../bench/api/autocannon.mjs';
import { parseStartTimings, processCpuMs } from '../bench/api/parse.mjs';

const report = {
  errors: 2,
  timeouts: 1,
  non2xx: 4,
  latency: { p50: 3, p90: 7, p99: 12.5, average: 3.4 },
  requests: { average: 1234.5, total: 24690 },
};

describe('autocannon report', () => {
  it('MUST give req/s, latency percentiles and every failure from the JSON text or object', () => {
    const expected = { requests: 24690, rps: 1234.5, p50: 3, p90: 7, p99: 12.5, errors: 3, non2xx: 4 };
    expect(summarize(JSON.stringify(report))).toEqual(expected);
    expect(summarize(report)).toEqual(expected);
  });

  it('MUST refuse a report without the figures instead of reading them as 0', () => {
    expect(() => summarize({ ...report, latency: {} })).toThrow(/latency.p50/);
    expect(() => summarize({ ...report, non2xx: undefined })).toThrow(/non2xx/);
    expect(() => summarize('{}')).toThrow();
  });

  it('MUST pass connections, duration, pipelining and headers, URL last', () => {
    const args = autocannonArgs({
      url: 'http://127.0.0.1:1/x',
      connections: 10,
      seconds: 20,
      pipelining: 10,
      headers: { authorization: 'Bearer a=b', 'x-resource-group-id': 'g1' },
    });
    expect(args.slice(1)).toEqual([
      '--json',
      '-c',
      '10',
      '-d',
      '20',
      '-p',
      '10',
      '-H',
      'authorization=Bearer a=b',
      '-H',
      'x-resource-group-id=g1',
      'http://127.0.0.1:1/x',
    ]);
    expect(autocannonArgs({ url: 'u', connections: 1, seconds: 1 }).slice(1)).toEqual([
      '--json',
      '-c',
      '1',
      '-d',
      '1',
      'u',
    ]);
  });
});

describe('server start figures', () => {
  it('MUST read user + system ticks from /proc/<pid>/stat, whatever the command name holds', () => {
    const stat = '4242 (node (x) y) S 1 4242 4242 0 -1 4194560 9 0 0 0 123 45 0 0 20 0 11 0 100 0 0';
    expect(processCpuMs(stat)).toBe(1680);
    expect(processCpuMs(stat, 1000)).toBe(168);
    expect(() => processCpuMs('garbage')).toThrow();
  });

  it('MUST read the start timings line among other output', () => {
    const out = [
      'oidc-provider WARNING: something',
      'Start timings (since the process started): start() called 212 ms, app built 1225 ms, database ready 1517 ms, listening 1672 ms',
      '',
    ].join('\n');
    expect(parseStartTimings(out)).toEqual({
      'start() called': 212,
      'app built': 1225,
      'database ready': 1517,
      listening: 1672,
    });
    expect(parseStartTimings('nothing here')).toEqual({});
  });
});
