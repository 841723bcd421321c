// The URI calls rjsf makes, held to the library rjsf ships with (its own fast-uri) for every `$id` and `$ref` of
// the bundled form schemas, and for the cases that library's normalisation covers.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import schemaUri from './schemaUri';

type UriLibrary = {
  resolve: (base: string, ref: string) => string;
  equal: (a: string, b: string) => boolean;
};
const fromHere = createRequire(import.meta.url);
/** The fast-uri rjsf's utils import (a version of their own, not the server's). */
const fastUri = createRequire(fromHere.resolve('@rjsf/utils'))('fast-uri') as UriLibrary;

const generated = path.resolve(__dirname, '..', 'generated');

/** Every form schema's `$id`s and `$ref`s, with the `$id` each `$ref` sits under. */
function idsAndRefs(): { ids: string[]; refs: { base: string; ref: string }[] } {
  const ids: string[] = [];
  const refs: { base: string; ref: string }[] = [];
  const walk = (node: unknown, base: string) => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, base));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const id = typeof record.$id === 'string' ? record.$id : undefined;
    if (id) ids.push(id);
    const here = id ? fastUri.resolve(base, id) : base;
    if (typeof record.$ref === 'string') refs.push({ base: here, ref: record.$ref });
    for (const value of Object.values(record)) walk(value, here);
  };
  for (const folder of fs.readdirSync(generated)) {
    const dir = path.join(generated, folder);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.form-schema.json'))) {
      walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), '');
    }
  }
  return { ids, refs };
}

describe("rjsf's URI calls", () => {
  const { ids, refs } = idsAndRefs();

  it('resolve every $ref of the bundled schemas as the library does', () => {
    expect(refs.length).toBeGreaterThan(20);
    for (const { base, ref } of refs) {
      expect(schemaUri.resolve(base, ref), `${ref} under ${base}`).toBe(fastUri.resolve(base, ref));
    }
  });

  it('find each $id equal to itself, to its resolved form, and to no other $id', () => {
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) {
      expect(schemaUri.equal(id, id)).toBe(true);
      expect(schemaUri.equal(id, fastUri.resolve(id, ''))).toBe(fastUri.equal(id, fastUri.resolve(id, '')));
      for (const other of ids.filter((o) => o !== id)) expect(schemaUri.equal(id, other)).toBe(false);
    }
  });

  it("normalise as the library does where rjsf compares: scheme and host case, fragments, '.' and '..'", () => {
    const cases: [string, string][] = [
      [
        'HTTPS://Schemas.Console.Local/cdn/site.schema.json',
        'https://schemas.console.local/cdn/site.schema.json',
      ],
      [
        'https://schemas.console.local/cdn/./site.schema.json',
        'https://schemas.console.local/cdn/site.schema.json',
      ],
      [
        'https://schemas.console.local/iam/../cdn/site.schema.json',
        'https://schemas.console.local/cdn/site.schema.json',
      ],
      [
        'https://schemas.console.local/cdn/site.schema.json#/$defs/Site',
        'https://schemas.console.local/cdn/site.schema.json',
      ],
    ];
    for (const [a, b] of cases) expect(schemaUri.equal(a, b), `${a} ~ ${b}`).toBe(fastUri.equal(a, b));
    for (const [base, ref] of [
      ['https://schemas.console.local/cdn/site.schema.json', '#/$defs/Site'],
      ['https://schemas.console.local/cdn/site.schema.json', 'origin.schema.json#/$defs/Origin'],
      ['https://schemas.console.local/cdn/site.schema.json', '../iam/group.schema.json'],
      [
        'https://schemas.console.local/cdn/site.schema.json',
        'https://schemas.console.local/sc/x.schema.json#/a',
      ],
    ])
      expect(schemaUri.resolve(base!, ref!)).toBe(fastUri.resolve(base!, ref!));
  });
});
