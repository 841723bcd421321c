// One id per service (schemas/services.json): a registered resource is spelled from its service's id — the
// permission resource it needs, the console area it lives in (or a non-service area such as the profile), its
// schema folder, the locale namespace of its area's menu, its audit type — and it is called on the backend the
// file names, under the route prefixes SPEC gives the service. The server reads the same file (its audit types,
// server/src/services.ts), so console and server cannot drift apart.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas } from '../../src/app/areas';
import spellings from '../../schemas/services.json';
import { auditTypeOf } from '../../server/src/services';
import { preloadSchemas } from '../../src/engine/resourceSchemas';

// The resources' schemas load lazily (with their pages) through the browser's chunk loader, which keeps a mark in
// sessionStorage (node has none); these checks read them all.
const marks = new Map<string, string>();
globalThis.sessionStorage ??= {
  getItem: (key: string) => marks.get(key) ?? null,
  setItem: (key: string, value: string) => void marks.set(key, value),
  removeItem: (key: string) => void marks.delete(key),
} as Storage;
await preloadSchemas();

const root = path.resolve(__dirname, '..', '..');
const services = spellings.services as Record<
  string,
  { backend: string; routes: string[]; legacyAuditTypes?: Record<string, string> }
>;

/** schemas/<folder>/<file>.schema.json, from the `$id` the bundled form schema keeps. */
function schemaFileOf(form: { $id?: string }): { folder: string; file: string } {
  const match = /\/([^/]+)\/([^/]+)\.schema\.json$/.exec(form.$id ?? '');
  if (!match) throw new Error(`form schema without a schemas/<folder>/<file> $id: ${form.$id}`);
  return { folder: match[1]!, file: match[2]! };
}

/**
 * The service a resource is spelled from: the permission resource it needs, or, for a resource everyone uses on
 * their own behalf (`general`: their own access tokens), the service whose schema folder describes it.
 */
const serviceOf = (resource: (typeof areas)[number]['resources'][number]) =>
  resource.permission.resource === 'general'
    ? schemaFileOf(resource.schemas.form as { $id?: string }).folder
    : resource.permission.resource;

const resources = areas.flatMap((area) =>
  area.resources.map((resource) => ({ area, resource, service: serviceOf(resource) })),
);

describe('service spellings', () => {
  it('name a backend and route prefixes for every service, and legacy audit types only as exceptions', () => {
    for (const [id, service] of Object.entries(services)) {
      expect(id).toMatch(/^[a-z]+$/);
      expect(service.backend).toBeTruthy();
      expect(service.routes.length).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(root, 'schemas', id)), `schemas/${id}/`).toBe(true);
    }
  });

  it.each(resources.map((r) => [r.resource.name, r] as const))(
    '%s is spelled from its service id',
    (_, r) => {
      const { area, resource, service } = r;
      const spelling = services[service];
      expect(
        spelling,
        `${resource.name} needs ${service}, which schemas/services.json does not list`,
      ).toBeDefined();
      // A service's resources live in its own area; only areas that are no service (profile, home) borrow.
      if (area.service || area.id === service) expect(area.id).toBe(service);
      if (area.service) expect(area.service.permission).toBe(service);
      const { folder, file } = schemaFileOf(resource.schemas.form as { $id?: string });
      expect(folder).toBe(service);
      if (resource.api) expect(resource.api.backend).toBe(spelling!.backend);
      if (resource.audit) expect(resource.audit.resourceType).toBe(auditTypeOf(service, file));
      if (resource.menu) expect(resource.menu.labelKey.split(':')[0]).toBe(area.id);
      if (area.id === service) {
        const paths = [resource.routes.list, resource.routes.listedAt, resource.routes.create?.path];
        for (const route of paths.filter((p): p is string => !!p))
          expect(
            spelling!.routes.some((prefix) => route.startsWith(prefix)),
            route,
          ).toBe(true);
      }
    },
  );

  it('give every area its locale namespace in en, vi and de', () => {
    for (const area of areas.filter((a) => a.resources.length > 0 || a.service)) {
      for (const lng of ['en', 'vi', 'de'])
        expect(
          fs.existsSync(path.join(root, 'locales', lng, 'areas', `${area.id}.json`)),
          `${lng}/areas/${area.id}.json`,
        ).toBe(true);
    }
  });

  it('derive the audit type from the id, keeping the stored legacy spellings', () => {
    expect(auditTypeOf('logexport', 'destination')).toBe('logexport_destination');
    expect(auditTypeOf('cdn', 'page-rule')).toBe('cdn_page_rule');
    expect(auditTypeOf('iam', 'group')).toBe('main/tenant/group');
    expect(auditTypeOf('cdn', 'ssl-certificate')).toBe('ssl_certificate');
  });
});
