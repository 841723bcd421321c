// What the command palette offers: every registered console page without route parameters that the user may
// open (resource lists, parameter-free create pages, areas' own pages), and every setting — language, skin,
// project and resource group, the account pages and sign-out. Pure data, so it is unit-tested on its own.
import type { TFunction } from 'i18next';
import { matchPath } from 'react-router-dom';
import type { CommandPaletteItem } from '@ds/CommandPalette';
import type { AreaDefinition, ResourcePermission } from '../../engine/types';
import { hasPermission, type Profile } from '../../api/session';
import { defaultResourceGroup, type Scope, type ScopeProject } from '../../api/scope';
import { supportedLanguages, type LanguageCode } from '../i18n';
import { skinChoices, type SkinChoice } from '../preferences';
import { accountPaths } from './accountPaths';

export interface CommandActions {
  navigate: (href: string) => void;
  setLanguage: (code: LanguageCode) => void;
  setSkin: (skin: SkinChoice) => void;
  switchScope: (scope: Scope) => void;
  signOut: () => void;
}

export interface CommandContext {
  areas: readonly AreaDefinition[];
  /** Paths of the registered console routes (a page is offered only when it is one). */
  routePaths: readonly string[];
  profile: Profile | null;
  t: TFunction;
  language: string;
  skin: SkinChoice;
  /** The switchable projects (undefined while unknown) and the current scope. */
  projects?: readonly ScopeProject[];
  scope?: Scope | null;
  actions: CommandActions;
}

const isRegistered = (href: string, routePaths: readonly string[]) =>
  routePaths.some((path) => matchPath({ path, end: true }, href) !== null);

const mayOpen = (profile: Profile | null, permission: ResourcePermission | undefined) =>
  !permission || hasPermission(profile, permission.resource, 'read');

function pageCommands(ctx: CommandContext): CommandPaletteItem[] {
  const { t, routePaths, profile, actions } = ctx;
  const items: CommandPaletteItem[] = [];
  const seen = new Set<string>();
  const add = (item: Omit<CommandPaletteItem, 'onAction' | 'description'> & { href: string }) => {
    if (seen.has(item.href) || item.href.includes(':') || !isRegistered(item.href, routePaths)) return;
    seen.add(item.href);
    items.push({ ...item, description: item.href, onAction: () => actions.navigate(item.href) });
  };
  for (const area of ctx.areas) {
    const group = t(area.menuLabelKey);
    for (const resource of area.resources) {
      if (!mayOpen(profile, resource.permission)) continue;
      const { list, create } = resource.routes;
      const plural = t(`resources:${resource.name}.plural`);
      if (list && resource.operations.list) {
        add({ id: `page:${list}`, label: plural, group, href: list, keywords: [resource.name, list] });
      }
      if (create && resource.operations.create) {
        add({
          id: `page:${create.defaultHref}`,
          label: t('shell:palette.create', { resource: t(`resources:${resource.name}.singular`) }),
          group,
          href: create.defaultHref,
          keywords: [resource.name, create.defaultHref],
        });
      }
    }
    for (const page of area.pages ?? []) {
      if (!mayOpen(profile, page.permission)) continue;
      add({
        id: `page:${page.path}`,
        label: t(page.titleKey),
        group,
        href: page.path,
        keywords: [page.name],
      });
    }
  }
  return items;
}

function settingCommands(ctx: CommandContext): CommandPaletteItem[] {
  const { t, actions, routePaths } = ctx;
  const group = t('shell:palette.settings');
  const items: CommandPaletteItem[] = [];
  for (const language of supportedLanguages) {
    items.push({
      id: `language:${language.code}`,
      label: t('shell:palette.language', { language: language.label }),
      group,
      keywords: ['language', language.code],
      isDisabled: ctx.language === language.code,
      onAction: () => actions.setLanguage(language.code),
    });
  }
  for (const skin of skinChoices) {
    items.push({
      id: `skin:${skin}`,
      label: t('shell:palette.skin', { skin: t(`common:theme.${skin}`) }),
      group,
      keywords: ['theme', 'skin', skin],
      isDisabled: ctx.skin === skin,
      onAction: () => actions.setSkin(skin),
    });
  }
  const current = ctx.scope;
  for (const project of ctx.projects ?? []) {
    const firstGroup = defaultResourceGroup(project);
    if (firstGroup && project.id !== current?.projectId) {
      items.push({
        id: `project:${project.id}`,
        label: t('shell:palette.project', { name: project.name }),
        group,
        keywords: ['project', 'scope'],
        onAction: () => actions.switchScope({ projectId: project.id, resourceGroupId: firstGroup.id }),
      });
    }
    if (project.id !== current?.projectId) continue;
    for (const resourceGroup of project.resource_groups) {
      if (resourceGroup.id === current.resourceGroupId) continue;
      items.push({
        id: `resource-group:${resourceGroup.id}`,
        label: t('shell:palette.resourceGroup', { name: resourceGroup.name }),
        group,
        keywords: ['resource group', 'scope'],
        onAction: () => actions.switchScope({ projectId: project.id, resourceGroupId: resourceGroup.id }),
      });
    }
  }
  const account = [
    { id: 'account:profile', href: accountPaths.profile, label: t('shell:user.profile') },
    { id: 'account:access-tokens', href: accountPaths.accessTokens, label: t('shell:user.accessTokens') },
  ];
  for (const page of account) {
    if (!isRegistered(page.href, routePaths)) continue;
    items.push({
      ...page,
      group,
      description: page.href,
      keywords: ['profile', 'account'],
      onAction: () => actions.navigate(page.href),
    });
  }
  items.push({
    id: 'account:sign-out',
    label: t('common:topBar.signOut'),
    group,
    keywords: ['logout', 'log out', 'sign out'],
    onAction: actions.signOut,
  });
  return items;
}

/** Every command the signed-in user may run, pages first. */
export function buildCommands(ctx: CommandContext): CommandPaletteItem[] {
  const pages = pageCommands(ctx);
  const settings = settingCommands(ctx);
  // Account pages found among the areas' pages stay in the settings group only.
  const settingHrefs = new Set(settings.map((s) => s.description).filter(Boolean));
  return [...pages.filter((p) => !settingHrefs.has(p.description)), ...settings];
}
