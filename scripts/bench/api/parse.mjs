// Pure parsers for the server benches (unit-tested in scripts/lib/bench-api-parse.test.ts).

/**
 * CPU time (user + system, all threads) of a process from the text of /proc/<pid>/stat, in ms. Fields 14 and
 * 15 count clock ticks (USER_HZ, 100 on Linux); the command name (field 2) may hold spaces and parentheses,
 * so fields are counted from its closing parenthesis.
 */
export function processCpuMs(statText, ticksPerSecond = 100) {
  const rest = statText
    .slice(statText.lastIndexOf(')') + 2)
    .trim()
    .split(/\s+/);
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error('not a /proc/<pid>/stat line');
  return ((utime + stime) * 1000) / ticksPerSecond;
}

/**
 * The server's SERVER_START_TIMINGS line (server/src/main.ts): "Start timings (since the process started):
 * start() called 212 ms, app built 1225 ms, …" → { 'start() called': 212, 'app built': 1225, … }; {} without one.
 * @returns {Record<string, number>}
 */
export function parseStartTimings(output) {
  const line = output.split('\n').find((l) => l.startsWith('Start timings'));
  if (!line) return {};
  const list = line.slice(line.indexOf(':') + 1);
  const out = {};
  for (const part of list.split(',')) {
    const m = part.trim().match(/^(.+?) (\d+(?:\.\d+)?) ms$/);
    if (m) out[m[1]] = Number(m[2]);
  }
  return out;
}
