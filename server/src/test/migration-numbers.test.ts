// Every migration has a number of its own: a database records the numbers applied, so a second file under a
// number already applied would silently never run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../db/migrate.js';

describe('migration numbers', () => {
  it('the migrations of the server each have a number of their own, in order', () => {
    const versions = loadMigrations().map((m) => m.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it('refuses two files under one number, naming both', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.writeFileSync(path.join(dir, '001_first.sql'), 'SELECT 1;');
    fs.writeFileSync(path.join(dir, '002_jobs.sql'), 'SELECT 2;');
    fs.writeFileSync(path.join(dir, '002_search.sql'), 'SELECT 3;');
    expect(() => loadMigrations(dir)).toThrow(/jobs and search share the number 2/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
