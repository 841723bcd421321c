// The top bar's project and resource-group pickers (GET /user/resource_groups_projects). Each is a menu
// button showing the current choice; while the list loads, fails or is empty the bar says so instead.
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { MenuButton } from '@ds/MenuButton';
import { Spinner } from '@ds/Spinner';
import { useApiItem } from '../../api/hooks';
import { useSession } from '../../api/hooks';
import {
  currentScope,
  defaultResourceGroup,
  fetchScopes,
  scopesKey,
  type ScopeProject,
} from '../../api/scope';
import { projectIcon, resourceGroupIcon } from './topBarIcons';
import { ScopeGroup, ScopeNote } from './shell.styles';
import { useScopeSwitch } from './useScopeSwitch';

export { scopesKey };

export function ScopeSwitcher() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const { data, error, isLoading, mutate } = useApiItem<ScopeProject[]>(
    signedIn ? scopesKey : null,
    fetchScopes,
  );
  const { switching, switchTo } = useScopeSwitch();
  const label = t('nav:scopeSwitcher.label');

  if (isLoading && !data) {
    return (
      <ScopeGroup role="group" aria-label={label}>
        <Spinner size="small" label={t('nav:scopeSwitcher.loading')} showLabel />
      </ScopeGroup>
    );
  }
  if (error && !data) {
    return (
      <ScopeGroup role="group" aria-label={label}>
        <ScopeNote>{t('nav:scopeSwitcher.failed')}</ScopeNote>
        <Button size="small" onPress={() => void mutate()}>
          {t('common:actions.retry')}
        </Button>
      </ScopeGroup>
    );
  }
  const projects = data ?? [];
  const scope = currentScope(projects);
  const project = projects.find((p) => p.id === scope?.projectId);
  if (!project || !scope) {
    return (
      <ScopeGroup role="group" aria-label={label}>
        <ScopeNote>{t('nav:scopeSwitcher.empty')}</ScopeNote>
      </ScopeGroup>
    );
  }
  const group = project.resource_groups.find((g) => g.id === scope.resourceGroupId);
  return (
    <ScopeGroup role="group" aria-label={label} aria-busy={switching || undefined}>
      <MenuButton
        label={t('nav:scopeSwitcher.project')}
        variant="quiet"
        placement="bottom start"
        icon={projectIcon}
        collapsible
        isDisabled={switching}
        items={projects.map((p) => ({
          id: p.id,
          label:
            p.resource_groups.length > 0
              ? p.name
              : t('nav:scopeSwitcher.projectWithoutGroups', { name: p.name }),
          isDisabled: p.resource_groups.length === 0,
        }))}
        selectedId={project.id}
        onAction={(id) => {
          const next = projects.find((p) => p.id === id);
          const nextGroup = next && defaultResourceGroup(next);
          if (next && nextGroup && next.id !== project.id) {
            void switchTo({ projectId: next.id, resourceGroupId: nextGroup.id });
          }
        }}
      >
        {project.name}
      </MenuButton>
      <MenuButton
        label={t('nav:scopeSwitcher.resourceGroup')}
        variant="quiet"
        placement="bottom start"
        icon={resourceGroupIcon}
        collapsible
        isDisabled={switching}
        items={project.resource_groups.map((g) => ({ id: g.id, label: g.name }))}
        selectedId={scope.resourceGroupId}
        onAction={(id) => {
          if (id !== scope.resourceGroupId) void switchTo({ projectId: project.id, resourceGroupId: id });
        }}
      >
        {group?.name ?? ''}
      </MenuButton>
      {switching ? <Spinner size="small" label={t('nav:scopeSwitcher.switching')} /> : null}
    </ScopeGroup>
  );
}
