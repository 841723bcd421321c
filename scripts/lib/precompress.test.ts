import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../vite-precompress';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes .gz and .br twins of text assets above 1 KiB, and nothing for small or binary files', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const big = 'const a = 1;\n'.repeat(200);
    fs.writeFileSync(path.join(dir, 'assets', 'app.js'), big);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'x');
    fs.writeFileSync(path.join(dir, 'assets', 'font.woff2'), Buffer.alloc(4096, 1));
    expect(await precompressDir(dir)).toBe(1);
    const files = fs.readdirSync(path.join(dir, 'assets')).sort();
    expect(files).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'font.woff2', 'tiny.js']);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets', 'app.js.gz'))).toString()).toBe(big);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets', 'app.js.br'))).toString()).toBe(
      big,
    );
  });
});
