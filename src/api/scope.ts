// The project / resource-group scope of the session (SPEC §6, ARCHITECTURE §5): what the caller may switch to
// (GET /user/resource_groups_projects) and the switch itself — the new ids go to sessionStorage, which the
// middleware sends as X-Project-Id / X-Resource-Group-Id, then /user is read again for that scope's
// permissions. A refused switch puts the previous scope back.
import type { components } from './generated/main';
import { api } from './client';
import { cdnEnvelope } from './adapters';
import { fetchProfile } from './auth';
import { isSessionExpiring } from './expiry';
import { getProjectId, getResourceGroupId, saveScope, type Profile } from './session';

export type ScopeProject = components['schemas']['MyProjectResourceGroups'];
export type ScopeResourceGroup = components['schemas']['MyResourceGroupRef'];

export interface Scope {
  projectId: string;
  resourceGroupId: string;
}

/** swr key of the scope list (revalidated with everything else after a switch). */
export const scopesKey = ['user-resource-groups-projects'] as const;

/** The projects (each with its resource groups) the signed-in person can work in. */
export async function fetchScopes(): Promise<ScopeProject[]> {
  return cdnEnvelope.one<ScopeProject[]>(await api().main.GET('/user/resource_groups_projects'));
}

/**
 * The scope requests are sent in: the stored resource group's project, else the stored project, else the
 * default project; its resource group the stored one, else the project's default (or first).
 */
export function currentScope(projects: readonly ScopeProject[]): Scope | null {
  const groupId = getResourceGroupId();
  const projectId = getProjectId();
  const project =
    projects.find((p) => p.resource_groups.some((g) => g.id === groupId)) ??
    projects.find((p) => p.id === projectId) ??
    projects.find((p) => p.is_default) ??
    projects[0];
  if (!project) return null;
  const group = project.resource_groups.find((g) => g.id === groupId) ?? defaultResourceGroup(project);
  return group ? { projectId: project.id, resourceGroupId: group.id } : null;
}

/** The resource group a project opens in: its default, else its first. */
export function defaultResourceGroup(project: ScopeProject): ScopeResourceGroup | undefined {
  return project.resource_groups.find((g) => g.is_default) ?? project.resource_groups[0];
}

/**
 * Store the new scope and read the profile (permissions) for it; on failure the old scope comes back — unless
 * the failure was a 401, which ended the session and cleared sessionStorage: nothing is written back then.
 */
export async function switchScope(next: Scope): Promise<Profile> {
  const previous = { projectId: getProjectId(), resourceGroupId: getResourceGroupId() };
  saveScope(next);
  try {
    return await fetchProfile();
  } catch (error) {
    if (!isSessionExpiring()) saveScope(previous);
    throw error;
  }
}
