// Add-on domains (custom hostnames served by a site): CRUD under the site (/cdn/sites/{id}/addon_domain), a
// DNS re-check (…/verify), every add-on domain in scope (/addon_domain) and those of the site with a CDN
// hostname (/addon_domain_pagin/{domain}). Ownership (status) and certificate (ssl_status) are separate: the
// certificate is active only once the hostname is. A hostname is served by one site on the whole platform.
//
// No DNS is reachable from the embedded server, so the check is a fixed function of the name: names under the
// reserved TLDs of RFC 2606/6761 (.invalid, .test, .example, .localhost) never resolve (domain_invalid), a
// first label starting with "mismatch" or "wrong" holds a record pointing elsewhere (record_mismatch), any
// other name is active. Checks of one add-on domain are at least RECHECK_SECONDS apart (429 otherwise).
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import { crudService, defineCrud, iso } from '../../crud/index.js';
import { tenantPredicate } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { conflict, notFound, tooManyRequests } from '../../errors.js';
import { checkAddonCertificate } from './addon-certificate.js';
import { perSiteQuota, underSite } from './site-parts.js';
import { siteTable } from './sites.js';

export const RECHECK_SECONDS = 5;

interface AddonDomainInput {
  domain: string;
  validation_method?: 'cname' | 'txt';
  ssl_certificate_id?: string | null;
}

type AddonStatus = 'pending' | 'active' | 'record_mismatch' | 'domain_invalid' | 'disabled';

interface AddonDomainRow {
  id: string;
  site_id: string;
  site_name: string;
  cname_target: string;
  domain: string;
  validation_method: 'cname' | 'txt';
  verification_token: string;
  status: AddonStatus;
  ssl_certificate_id: string | null;
  last_checked_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** The certificate's state follows the hostname's: a chosen certificate serves once the hostname is active. */
function sslStatus(r: AddonDomainRow): 'none' | 'pending' | 'active' {
  if (!r.ssl_certificate_id) return 'none';
  return r.status === 'active' ? 'active' : 'pending';
}

const toAddonDomain = (r: AddonDomainRow) => ({
  id: r.id,
  site_id: r.site_id,
  site_name: r.site_name,
  domain: r.domain,
  cname_target: r.cname_target,
  validation_method: r.validation_method,
  verification:
    r.validation_method === 'cname'
      ? { type: 'CNAME' as const, name: r.domain, value: r.cname_target }
      : { type: 'TXT' as const, name: r.domain, value: `cdn-verification=${r.verification_token}` },
  status: r.status,
  ssl_certificate_id: r.ssl_certificate_id,
  ssl_status: sslStatus(r),
  last_checked_at: r.last_checked_at ? iso(r.last_checked_at) : null,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/** What the (simulated) DNS lookup finds for the name. */
export function lookUp(domain: string): Exclude<AddonStatus, 'pending' | 'disabled'> {
  const name = domain.toLowerCase().replace(/^\*\./, '');
  if (/\.(invalid|test|example|localhost)$/.test(name)) return 'domain_invalid';
  if (/^(mismatch|wrong)/.test(name)) return 'record_mismatch';
  return 'active';
}

const token = () => randomBytes(16).toString('hex');

// The site's own columns, under the guard's predicate for sites (the repository binds $1 to the tenant).
const SITE_OF = (column: string) =>
  `(SELECT s.${column} FROM cdn_sites s
     WHERE s.id = cdn_addon_domains.site_id AND ${tenantPredicate('cdn_sites', 's')})`;
const COLUMNS = `id, site_id, ${SITE_OF('name')} AS site_name, ${SITE_OF('cdn_url')} AS cname_target, domain,
  validation_method, verification_token, status, ssl_certificate_id, last_checked_at, version, created_at,
  updated_at`;

const base = {
  type: 'cdn_addon_domain',
  noun: 'add-on domain',
  scope: 'resource-group' as const,
  table: 'cdn_addon_domains' as const,
  columns: COLUMNS,
  storedSchema: { file: 'cdn/addon-domain.schema.json', def: 'AddonDomain' },
  sortable: { domain: 'lower(domain)', status: 'status', created_at: 'created_at' },
  defaultSort: 'domain',
  defaultDirection: 'asc' as const,
  searchable: ['domain'],
  toWire: toAddonDomain,
  duplicate: (input: AddonDomainInput) =>
    conflict(`${input.domain} is already served by a site.`, 'domain_taken'),
};

export const addonDomains = defineCrud<AddonDomainRow, ReturnType<typeof toAddonDomain>, AddonDomainInput>({
  ...base,
  parent: underSite('cnameId'),
  operations: {
    get: 'getAddonDomain',
    create: 'createAddonDomain',
    update: 'updateAddonDomain',
    delete: 'deleteAddonDomain',
  },
  filters: { status: (p) => `status = ${p}` },
  quota: perSiteQuota('cnames_per_site'),
  create: async (input, { tx, scope }) => {
    const domain = input.domain.toLowerCase();
    await checkAddonCertificate(tx, scope.tenantId, input.ssl_certificate_id, domain);
    return {
      domain,
      validation_method: input.validation_method ?? 'cname',
      verification_token: token(),
      status: 'pending',
      ssl_certificate_id: input.ssl_certificate_id ?? null,
    };
  },
  update: async (input, current, { tx, scope }) => {
    const domain = input.domain.toLowerCase();
    await checkAddonCertificate(tx, scope.tenantId, input.ssl_certificate_id, domain);
    const method = input.validation_method ?? 'cname';
    // A new name or way of proving it starts the verification over.
    const restart = domain !== current.domain || method !== current.validation_method;
    return {
      domain,
      validation_method: method,
      ssl_certificate_id: input.ssl_certificate_id ?? null,
      ...(restart ? { status: 'pending', verification_token: token(), last_checked_at: null } : {}),
    };
  },
});

/** The same rows listed across every site in scope (no parent). */
export const addonDomainsInScope = defineCrud<AddonDomainRow, ReturnType<typeof toAddonDomain>>({
  ...base,
  operations: { list: 'listAddonDomains' },
  filters: { status: (p) => `status = ${p}`, site_id: (p) => `site_id = ${p}::uuid` },
});

export function addonDomainHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const underSiteService = crudService(services, addonDomains);
  const inScope = crudService(services, addonDomainsInScope);

  async function verifyAddonDomain(request: FastifyRequest, reply: FastifyReply) {
    return underSiteService.modify(request, reply, 'verifyAddonDomain', async (current) => {
      const now = services.clock();
      if (current.last_checked_at) {
        const wait = RECHECK_SECONDS * 1000 - (now.getTime() - new Date(current.last_checked_at).getTime());
        if (wait > 0)
          throw tooManyRequests(
            'This domain was checked a moment ago; try again shortly.',
            Math.ceil(wait / 1000),
          );
      }
      return { status: lookUp(current.domain), last_checked_at: now };
    });
  }

  async function listSiteAddonDomainsByDomain(request: FastifyRequest) {
    const { domain } = request.params as { domain: string };
    const [site] = await siteTable(services.db, request.scope as Scope).find({
      where: 'lower(cdn_url) = lower($4)',
      params: [domain],
    });
    if (!site) throw notFound('No such site.');
    return inScope.list(request, [(bind) => `site_id = ${bind(site.id)}::uuid`]);
  }

  return {
    ...underSiteService.handlers,
    ...inScope.handlers,
    verifyAddonDomain,
    listSiteAddonDomainsByDomain,
  } as Record<string, RouteHandlerMethod>;
}
