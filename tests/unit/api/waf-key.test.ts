// The WAF API key is added by the server, never by the console: nothing in src/api sends or reads one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(__dirname, '../../../src/api');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('WAF API key', () => {
  it('appears nowhere in the client layer (no header, no env variable, no config entry)', () => {
    const offenders = sources(apiDir).filter((file) =>
      /x-api-key|api[_-]key|waf[_-]?(api[_-]?)?key|import\.meta\.env/i.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
