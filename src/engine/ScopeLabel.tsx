// Which part of the account a figure counts, said wherever the figure is shown: the resource group the request
// went to (by name, with its project) or the whole account. The names come from the list the scope switcher
// reads (the same swr key: one request serves both); until it is there, the label says "this resource group".
import { useTranslation } from 'react-i18next';
import { useApiItem, useSession } from '../api/hooks';
import { currentScope, fetchScopes, scopesKey, type ScopeProject } from '../api/scope';

/** 'group': the resource group the console acts in (every project + resource-group table); 'account': tenant-wide. */
export type FigureScope = 'group' | 'account';

/** The scope's words, e.g. "Resource group “main” of project “Default project”" or "Whole account". */
export function useScopeLabel(scope: FigureScope): string {
  const { t } = useTranslation('engine');
  const { signedIn } = useSession();
  const { data } = useApiItem<ScopeProject[]>(scope === 'group' && signedIn ? scopesKey : null, fetchScopes);
  if (scope === 'account') return t('scope.account');
  const ids = data ? currentScope(data) : null;
  const project = data?.find((p) => p.id === ids?.projectId);
  const group = project?.resource_groups.find((g) => g.id === ids?.resourceGroupId);
  return project && group
    ? t('scope.group', { group: group.name, project: project.name })
    : t('scope.thisGroup');
}

/** The scope's words in a span marked with `data-scope`, for a card's or a page's description. */
export function ScopeLabel({ scope }: { scope: FigureScope }) {
  return <span data-scope={scope}>{useScopeLabel(scope)}</span>;
}
