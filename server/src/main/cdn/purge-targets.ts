// What a purge may name: URLs, prefixes and hostnames of the site itself (its CDN hostname and its add-on
// domains, wildcards covering their subdomains); cache tags are free. Refusals are field errors of the body.
import type { Queryable } from '../../db/index.js';
import { scoped } from '../../db/scoped.js';
import type { Scope } from '../../db/scoped.js';
import type { FieldError } from '../../errors.js';

export type PurgeType = 'everything' | 'urls' | 'prefixes' | 'hostnames' | 'tags';

/** The hostnames a site answers to: its cdn_url and its add-on domains (lower case). */
export async function siteHostnames(q: Queryable, scope: Scope, site: { id: string; cdn_url: string }) {
  const addons = await scoped(q, 'cdn_addon_domains', scope).aggregate<{ domain: string }>(
    'lower(domain) AS domain',
    { where: 'site_id = $4', params: [site.id] },
  );
  return [site.cdn_url.toLowerCase(), ...addons.map((a) => a.domain)];
}

export function hostCovered(host: string, hostnames: string[]): boolean {
  const h = host.toLowerCase();
  return hostnames.some((n) => (n.startsWith('*.') ? h.endsWith(n.slice(1)) && h !== n.slice(2) : h === n));
}

/** The host of a URL (http or https) or of a host/path prefix; undefined when it is neither. */
function hostOf(target: string, type: 'urls' | 'prefixes'): string | undefined {
  const hasScheme = /^https?:\/\//i.test(target);
  if (type === 'urls' && !hasScheme) return undefined;
  try {
    const url = new URL(hasScheme ? target : `https://${target}`);
    if (type === 'prefixes' && (url.search || url.hash)) return undefined;
    if (url.username || url.password) return undefined;
    return url.hostname;
  } catch {
    return undefined;
  }
}

/** Field errors of the targets (empty when they all belong to the site). */
export function targetErrors(type: PurgeType, targets: string[], hostnames: string[]): FieldError[] {
  if (type === 'everything' || type === 'tags') return [];
  const errors: FieldError[] = [];
  targets.forEach((target, i) => {
    const path = `/body/targets/${i}`;
    if (type === 'hostnames') {
      if (!hostCovered(target, hostnames)) errors.push({ path, message: 'is not a hostname of this site' });
      return;
    }
    const host = hostOf(target, type);
    if (host === undefined) {
      errors.push({
        path,
        message: type === 'urls' ? 'must be an http(s) URL' : 'must be a host/path prefix without query',
      });
    } else if (!hostCovered(host, hostnames)) {
      errors.push({ path, message: `names ${host}, which is not a hostname of this site` });
    }
  });
  return errors;
}
