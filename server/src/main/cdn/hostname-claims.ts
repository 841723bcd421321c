// Who serves an add-on hostname on the platform. Any number of sites, of any tenants, may claim a hostname
// while it is unverified; the first to verify it serves it (migration 013 keeps one active row per hostname),
// and the other claims show as taken from then on. These are the only reads of cdn_addon_domains beyond the
// caller's scope, and they answer yes or no: never which site or tenant serves the name.
import type { Queryable } from '../../db/index.js';
import { conflict } from '../../errors.js';
import type { HttpError } from '../../errors.js';

/**
 * The status a claim shows, for the select list of cdn_addon_domains (unaliased): taken while another site
 * serves its hostname, else its own.
 */
export const CLAIM_STATUS = `(CASE WHEN cdn_addon_domains.status <> 'active' AND EXISTS (
    SELECT 1 FROM cdn_addon_domains served
     WHERE lower(served.domain) = lower(cdn_addon_domains.domain) AND served.status = 'active'
       AND served.id <> cdn_addon_domains.id) THEN 'taken' ELSE cdn_addon_domains.status END)`;

/** Whether a site other than the claim exceptId serves the hostname. */
export async function servedElsewhere(q: Queryable, domain: string, exceptId?: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM cdn_addon_domains
      WHERE lower(domain) = lower($1) AND status = 'active' AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [domain, exceptId ?? null],
  );
  return rows.length > 0;
}

/** The refusal of a claim on a hostname another site serves; it names neither that site nor its tenant. */
export function hostnameTaken(domain: string): HttpError {
  return conflict(
    `${domain} is already served by another site: a hostname is served by the first site to verify it. ` +
      'Remove this add-on domain, or have the serving site remove it first.',
    'domain_taken',
  );
}
