// The CDN console paths of SPEC §2 that are not a resource's own list/add/edit/detail route.
export const sitePage = '/cdn/sites/:siteId';
const edge = `${sitePage}/edge`;

export const cdnPaths = {
  basic: `${edge}/basic`,
  cache: `${edge}/cache/:feature`,
  optimization: `${edge}/optimization/:feature`,
  multiCdn: `${edge}/multi-cdn/:feature`,
  origin: `${edge}/origin`,
  originConfig: `${edge}/origin/config`,
  purgeCache: `${edge}/purge-cache`,
  extraConfig: `${edge}/extra-config`,
} as const;

/** SPEC §2's `{feature}` values per section; any other value shows the 404 page. */
export const cacheFeatures = ['setting', 'rules', 'history'] as const;
export const optimizationFeatures = ['image', 'content', 'protocol', 'video-delivery'] as const;
export const multiCdnFeatures = ['management', 'route-strategies', 'route-map'] as const;
