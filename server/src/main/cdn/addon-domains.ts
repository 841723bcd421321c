// Add-on domains (custom hostnames served by a site): CRUD under the site (/cdn/sites/{id}/addon_domain), a
// DNS re-check (…/verify), every add-on domain in scope (/addon_domain) and those of the site with a CDN
// hostname (/addon_domain_pagin/{domain}). Ownership (status) and certificate (ssl_status) are separate: the
// certificate is active only once the hostname is. Ownership is settled by verification (hostname-claims.ts):
// an unverified claim blocks no one, the first site to verify a hostname serves it on the whole platform, and
// the other claims then show as taken and fail their verification.
//
// The check asks the DNS through the provider's resolver (dns/resolver.ts) for the claim's own record: a CNAME
// from the hostname to its site's CDN hostname, or a TXT record on the hostname holding the claim's token, so
// two claimants of one hostname are told apart by what the hostname's owner put in its DNS. Checks of one
// add-on domain are at least RECHECK_SECONDS apart (429 otherwise).
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../../context.js';
import { crudService, defineCrud, iso } from '../../crud/index.js';
import { tenantPredicate } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import { sqlState, UNIQUE_VIOLATION } from '../../db/index.js';
import { conflict, notFound, serviceUnavailable, tooManyRequests } from '../../errors.js';
import type { DnsLookup } from '../../dns/resolver.js';
import { checkAddonCertificate } from './addon-certificate.js';
import { CLAIM_STATUS, hostnameTaken, servedElsewhere } from './hostname-claims.js';
import { perSiteQuota, underSite } from './site-parts.js';
import { siteTable } from './sites.js';

export const RECHECK_SECONDS = 5;

interface AddonDomainInput {
  domain: string;
  validation_method?: 'cname' | 'txt';
  ssl_certificate_id?: string | null;
}

type StoredStatus = 'pending' | 'active' | 'record_mismatch' | 'domain_invalid' | 'disabled';
/** What a claim shows: its stored status, or taken while another site serves the hostname. */
type AddonStatus = StoredStatus | 'taken';

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

type CheckedStatus = Exclude<StoredStatus, 'pending' | 'disabled'>;

/**
 * The claim's status by what the DNS holds for it: active when the record it asks for is there, record_mismatch
 * when the name has other records (or none of that type), domain_invalid when the name does not exist. Throws
 * 503 when no DNS server answered: that decides nothing.
 */
export async function checkClaim(
  dns: DnsLookup,
  claim: Pick<AddonDomainRow, 'domain' | 'validation_method' | 'cname_target' | 'verification_token'>,
): Promise<CheckedStatus> {
  const wanted =
    claim.validation_method === 'cname'
      ? claim.cname_target.toLowerCase().replace(/\.$/, '')
      : `cdn-verification=${claim.verification_token}`;
  const found =
    claim.validation_method === 'cname'
      ? await dns.cname(claim.domain)
      : await dns.txt(claim.domain.replace(/^\*\./, ''));
  if (found.kind === 'unreachable')
    throw serviceUnavailable(
      'The DNS servers did not answer, so nothing was checked; try again in a minute.',
      'dns_unreachable',
      60,
    );
  if (found.kind === 'no_such_name') return 'domain_invalid';
  return found.kind === 'found' && found.records.includes(wanted) ? 'active' : 'record_mismatch';
}

const token = () => randomBytes(16).toString('hex');

// The site's own columns, under the guard's predicate for sites (the repository binds $1 to the tenant).
const SITE_OF = (column: string) =>
  `(SELECT s.${column} FROM cdn_sites s
     WHERE s.id = cdn_addon_domains.site_id AND ${tenantPredicate('cdn_sites', 's')})`;
const COLUMNS = `id, site_id, ${SITE_OF('name')} AS site_name, ${SITE_OF('cdn_url')} AS cname_target, domain,
  validation_method, verification_token, ${CLAIM_STATUS} AS status, ssl_certificate_id, last_checked_at, version,
  created_at, updated_at`;

const base = {
  type: 'cdn_addon_domain',
  noun: 'add-on domain',
  scope: 'resource-group' as const,
  table: 'cdn_addon_domains' as const,
  columns: COLUMNS,
  storedSchema: { file: 'cdn/addon-domain.schema.json', def: 'AddonDomain' },
  sortable: { domain: 'lower(domain)', status: CLAIM_STATUS, created_at: 'created_at' },
  defaultSort: 'domain',
  defaultDirection: 'asc' as const,
  searchable: ['domain'],
  toWire: toAddonDomain,
  // The one unique index a create or an edit can meet (neither makes a row active): a site names a hostname once.
  duplicate: (input: AddonDomainInput) =>
    conflict(`This site already has the add-on domain ${input.domain.toLowerCase()}.`, 'duplicate'),
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
  filters: { status: (p) => `${CLAIM_STATUS} = ${p}` },
  quota: perSiteQuota('cnames_per_site'),
  create: async (input, { tx, scope }) => {
    const domain = input.domain.toLowerCase();
    if (await servedElsewhere(tx, domain)) throw hostnameTaken(domain);
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
    if (domain !== current.domain && (await servedElsewhere(tx, domain, current.id)))
      throw hostnameTaken(domain);
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
  filters: { status: (p) => `${CLAIM_STATUS} = ${p}`, site_id: (p) => `site_id = ${p}::uuid` },
});

export function addonDomainHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const underSiteService = crudService(services, addonDomains);
  const inScope = crudService(services, addonDomainsInScope);

  async function verifyAddonDomain(request: FastifyRequest, reply: FastifyReply) {
    let domain = '';
    try {
      return await underSiteService.modify(request, reply, 'verifyAddonDomain', async (current) => {
        domain = current.domain;
        const now = services.clock();
        if (current.last_checked_at) {
          const wait = RECHECK_SECONDS * 1000 - (now.getTime() - new Date(current.last_checked_at).getTime());
          if (wait > 0)
            throw tooManyRequests(
              'This domain was checked a moment ago; try again shortly.',
              Math.ceil(wait / 1000),
            );
        }
        if (current.status === 'taken') throw hostnameTaken(domain);
        return { status: await checkClaim(services.dns, current), last_checked_at: now };
      });
    } catch (err) {
      // Two sites verifying one hostname at once: the database lets only the first serve it.
      if (sqlState(err) === UNIQUE_VIOLATION) throw hostnameTaken(domain);
      throw err;
    }
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
