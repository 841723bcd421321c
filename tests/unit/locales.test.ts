// The three catalogues stay complete and really translated; every registered resource field has a label.
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { areas } from '../../src/app/areas';
import { fieldNames } from '../../src/engine/schema';
import { cataloguesOf, resourceTextParts } from '../support/catalogues';

const languages = ['en', 'vi', 'de'] as const;
const catalogue = cataloguesOf;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

const flat = Object.fromEntries(languages.map((lng) => [lng, flatten(catalogue(lng))])) as Record<
  (typeof languages)[number],
  Record<string, string>
>;

/** Values that are the same in every language (brand names, acronyms, technical words). */
const sameValueAllowlist = new Set([
  'CDN',
  'IAM',
  'System',
  'URL',
  'OK',
  // DNS record types.
  'CNAME',
  'TXT',
  'ID',
  'Name',
  'Status',
  'Navigation',
  '—',
  'Cloud Console',
  // Protocols, formats and products (CDN edge settings, vendors): their names in every language.
  'HTML',
  'CSS',
  'JavaScript',
  'JSON',
  'XML',
  'HTTP',
  'HTTPS',
  'HTTP/2',
  'HTTP/3 (QUIC)',
  'TLS 1.3',
  'HSTS',
  'Brotli',
  'Polish',
  'Cloudflare',
  'Akamai',
  'Fastly',
  'Amazon CloudFront',
  'Bunny CDN',
  // German takes these CDN words as they are.
  'Cache',
  'Caching',
  'Domain',
  'Failover',
  'Host',
  'Multi-CDN',
  'Standard',
  'URLs',
  'WebSockets',
  // Log export: transport, format and syslog names, and words German takes as they are.
  'CSV',
  'Gzip',
  'POST',
  'PUT',
  'TCP',
  'UDP',
  'TLS',
  'RFC 3164',
  'RFC 5424',
  'CEF',
  'Bucket',
  'Facility',
  'Filter',
  'Format',
  'Header {{index}}',
  'Info',
  'Port',
  'Region',
  'Token',
]);
/** Keys whose values are examples, not prose. */
const sameKeyAllowlist = [
  /^common\.brand$/,
  /\.placeholders\./,
  /\.placeholder$/,
  // Punctuation around values, no words: a record's kind and its name in quotes (Vietnamese writes it as English).
  /^detail\.history\.target\.named$/,
];

describe('locales', () => {
  it('has the same namespaces and keys in en, vi and de', () => {
    const enKeys = Object.keys(flat.en).sort();
    expect(enKeys.length).toBeGreaterThan(50);
    for (const lng of ['vi', 'de'] as const) {
      expect(Object.keys(catalogue(lng)).sort()).toEqual(Object.keys(catalogue('en')).sort());
      expect(Object.keys(flat[lng]).sort()).toEqual(enKeys);
    }
  });

  it('translates every vi and de value (outside a short allowlist)', () => {
    for (const lng of ['vi', 'de'] as const) {
      const untranslated = Object.entries(flat[lng]).filter(
        ([key, value]) =>
          value === flat.en[key] &&
          !sameValueAllowlist.has(value) &&
          !sameKeyAllowlist.some((pattern) => pattern.test(key)),
      );
      expect(untranslated, `${lng} values equal to en`).toEqual([]);
    }
  });

  // A translation may leave a variable out where its grammar needs that (German articles follow the
  // resource's gender: "Änderungen speichern?"), but never uses one English does not pass.
  it('uses no interpolation variable that English does not pass', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    for (const lng of ['vi', 'de'] as const) {
      for (const [key, value] of Object.entries(flat.en)) {
        const known = new Set(vars(value));
        const unknown = vars(flat[lng][key] ?? '').filter((name) => !known.has(name));
        expect(unknown, `${lng}:${key}`).toEqual([]);
      }
    }
  });

  it('labels every field of every registered resource in all three languages', () => {
    const resources = areas.flatMap((area) => area.resources);
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) {
      const { form, record } = resource.schemas;
      const fields = new Set([...fieldNames(form, form), ...fieldNames(record as RJSFSchema, form)]);
      for (const lng of languages) {
        for (const field of fields) {
          expect(
            flat[lng][`resources.${resource.name}.fields.${field}`],
            `${lng}: ${resource.name}.${field}`,
          ).toBeTruthy();
        }
      }
    }
  });

  // An area's resource texts load with its pages only (src/app/i18n.ts): a resource's texts in another area's
  // part would be missing from its own pages.
  it("keeps each resource's texts in its own area's part, in all three languages", () => {
    for (const lng of languages) {
      const parts = resourceTextParts(lng);
      for (const area of areas) {
        const own = [...area.resources, ...(area.auditSubjects ?? [])].map((r) => r.name).sort();
        expect(
          [...(parts[area.id] ?? [])].sort(),
          `${lng}: locales/${lng}/resources/${area.id}.json`,
        ).toEqual(own);
      }
      expect(Object.keys(parts).filter((area) => !areas.some((a) => a.id === area))).toEqual([]);
    }
  });
});

// A page part (locales/<lng>/areas/<area>/<part>.json) is laid into its area's namespace under the key `<part>`
// when a page names it; the area's own file may hold keys under the same name (titles the route table reads).
describe("an area's page parts", () => {
  const areaFiles = import.meta.glob<Record<string, unknown>>('/locales/*/areas/*.json', {
    eager: true,
    import: 'default',
  });
  const partFiles = import.meta.glob<Record<string, unknown>>('/locales/*/areas/*/*.json', {
    eager: true,
    import: 'default',
  });
  const partsOf = (lng: string) =>
    Object.keys(partFiles)
      .filter((file) => file.startsWith(`/locales/${lng}/`))
      .map((file) => file.replace(`/locales/${lng}/areas/`, ''))
      .sort();

  it('are the same files in all three languages', () => {
    expect(partsOf('en').length).toBeGreaterThan(0);
    for (const lng of languages) expect(partsOf(lng), lng).toEqual(partsOf('en'));
  });

  it('hold no key the area’s own file holds, and belong to an area that has one', () => {
    for (const file of Object.keys(partFiles)) {
      const [, lng = '', area = '', part = ''] =
        /^\/locales\/([^/]+)\/areas\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
      const own = areaFiles[`/locales/${lng}/areas/${area}.json`];
      expect(own, `${file}: locales/${lng}/areas/${area}.json`).toBeDefined();
      const ownKeys = Object.keys(flatten(own));
      const partKeys = Object.keys(flatten({ [part]: partFiles[file] }));
      expect(
        partKeys.filter((key) =>
          ownKeys.some((k) => k === key || k.startsWith(`${key}.`) || key.startsWith(`${k}.`)),
        ),
        file,
      ).toEqual([]);
    }
  });
});
