// How a site's History words what the engine cannot: a cache purge ("purged 3 URLs", the URLs under it), and
// the site's extra configuration, which lives on a page of its own rather than as a registered resource.
import type { AuditDescriber, AuditSubject } from '../../engine/types';

const purgeTypes = new Set(['everything', 'urls', 'prefixes', 'hostnames', 'tags']);

/** A purge entry (details: type and targets, as purgeSiteCache records them). */
export const describePurge: AuditDescriber = (entry, succeeded) => {
  if (!succeeded) return { key: 'cdn:purge.history.tried' };
  const { type, targets } = entry.details as { type?: unknown; targets?: unknown };
  if (typeof type !== 'string' || !purgeTypes.has(type)) return undefined;
  if (type === 'everything') return { key: 'cdn:purge.history.everything' };
  const items = Array.isArray(targets) ? targets.filter((t): t is string => typeof t === 'string') : [];
  return { key: `cdn:purge.history.${type}`, values: { count: items.length }, items };
};

/** The extra configuration an operator appends to a site's generated edge configuration. */
export const extraConfigSubject: AuditSubject = {
  resourceType: 'cdn_extra_config',
  name: 'extra_config',
  schema: {
    type: 'object',
    properties: {
      site_id: { type: 'string', format: 'uuid' },
      config: { type: 'string' },
      updated_at: { type: ['string', 'null'], format: 'date-time' },
      updated_by: { type: ['string', 'null'] },
    },
  },
};
