// The site a per-site screen is about, read through the same swr key as the site's detail page
// ([site, 'item', {siteId}, id]), so moving between the site's screens costs no request.
import { useParams } from 'react-router-dom';
import { useApiItem } from '../../../api/hooks';
import type { Versioned } from '../../../api/adapters';
import { siteResource, type Site } from '../resources';

export function useSiteId(): string {
  return useParams().siteId ?? '';
}

export function useSite(siteId: string) {
  const params = { siteId };
  return useApiItem<Versioned<Site>>(siteId ? [siteResource.name, 'item', params, siteId] : null, () =>
    siteResource.operations.get!(siteId, { params }),
  );
}
