// The home page's numbers, each from the endpoint that owns it (SPEC §7): counts are the lists' total_count
// (one row per page asked), so they equal what the API reports. A call cancelled by its repeat makes the
// whole summary "cancelled", so a half-empty summary never reaches the screen as zeros.
import { api } from '../../api/client';
import { cdnEnvelope } from '../../api/adapters';
import { allOrCancelled, cancelledResult, isCancelled, type Cancelled } from '../../api/cancelled';
import type { components } from '../../api/generated/main';

export type Quota = components['schemas']['Quota'];
export type SiteStatus = 'pending' | 'active' | 'disabled' | 'error';
export const siteStatuses: readonly SiteStatus[] = ['active', 'pending', 'disabled', 'error'];

export interface SiteSummary {
  total: number;
  byStatus: Record<SiteStatus, number>;
}

export interface IamSummary {
  members: number;
  groups: number;
  projects: number;
}

/** Sites in the current project: the total and one count per status. */
export async function fetchSiteSummary(signal?: AbortSignal): Promise<SiteSummary> {
  const count = async (status?: SiteStatus) =>
    cdnEnvelope.list(
      await api().main.GET('/cdn/sites', { params: { query: { page: 1, per_page: 1, status } }, signal }),
    );
  const [all, ...perStatus] = await Promise.all([undefined, ...siteStatuses].map((s) => count(s)));
  return allOrCancelled([all!, ...perStatus], () => ({
    total: all!.total,
    byStatus: Object.fromEntries(siteStatuses.map((s, i) => [s, perStatus[i]!.total])) as Record<
      SiteStatus,
      number
    >,
  }));
}

/** Members, user groups and projects of the tenant. */
export async function fetchIamSummary(signal?: AbortSignal): Promise<IamSummary> {
  const query = { page: 1, per_page: 1 };
  const [members, groups, projects] = await Promise.all([
    api().main.GET('/tenant/members', { params: { query }, signal }).then(cdnEnvelope.list),
    api().main.GET('/tenant/groups', { params: { query }, signal }).then(cdnEnvelope.list),
    api().main.GET('/tenant/projects', { params: { query }, signal }).then(cdnEnvelope.list),
  ]);
  return allOrCancelled([members, groups, projects], () => ({
    members: members.total,
    groups: groups.total,
    projects: projects.total,
  }));
}

/** The tenant's quotas (one page holds the whole catalogue). */
export async function fetchQuotas(signal?: AbortSignal): Promise<Quota[] | Cancelled> {
  const page = cdnEnvelope.list(
    await api().main.GET('/iam/quotas', { params: { query: { page: 1, per_page: 100 } }, signal }),
  );
  return page.cancelled ? cancelledResult : page.items;
}

/** How many access keys the signed-in person holds. */
export async function fetchOwnAccessKeyCount(signal?: AbortSignal): Promise<number | Cancelled> {
  const page = cdnEnvelope.list(
    await api().main.GET('/access_key', { params: { query: { page: 1, per_page: 1 } }, signal }),
  );
  return page.cancelled ? cancelledResult : page.total;
}

export { isCancelled };
