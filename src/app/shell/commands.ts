// What the command palette offers besides records (recordCommands.ts): every registered console page without
// route parameters that the user may open (resource lists, areas' own pages), the actions they may take (the
// areas' actions, every parameter-free create page, and the verbs of actions on records, which complete the
// search text and wait for a name), and every setting — language, skin, project and resource group, the account
// pages and sign-out. Pure data, so it is unit-tested on its own.
import type { TFunction } from 'i18next';
import type { CommandPaletteItem } from '@ds/CommandPalette';
import type { AreaDefinition, ResourcePermission } from '../../engine/types';
import { hasPermission, type Profile } from '../../api/session';
import { defaultResourceGroup, type Scope, type ScopeProject } from '../../api/scope';
import { supportedLanguages, type LanguageCode } from '../i18n';
import { skinChoices, type SkinChoice } from '../preferences';
import { accountPaths } from './accountPaths';
import { verbActions } from './recordCommands';
import { isRegistered } from './routeMatch';

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

const mayOpen = (profile: Profile | null, permission: ResourcePermission | undefined) =>
  !permission || hasPermission(profile, permission.resource, 'read');

const mayDo = (profile: Profile | null, permission: ResourcePermission) =>
  hasPermission(profile, permission.resource, permission.action);

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
      const { list } = resource.routes;
      const plural = t(`resources:${resource.name}.plural`);
      if (list && resource.operations.list) {
        add({ id: `page:${list}`, label: plural, group, href: list, keywords: [resource.name, list] });
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

function actionCommands(ctx: CommandContext): CommandPaletteItem[] {
  const { t, routePaths, profile, actions } = ctx;
  const group = t('palette:actions');
  const items: CommandPaletteItem[] = [];
  const seen = new Set<string>();
  const add = (item: Omit<CommandPaletteItem, 'onAction' | 'group'> & { href: string }) => {
    if (seen.has(item.href) || !isRegistered(item.href, routePaths)) return;
    seen.add(item.href);
    items.push({ ...item, group, onAction: () => actions.navigate(item.href) });
  };
  for (const area of ctx.areas) {
    // The area's own actions first: one with a create page's href takes the place of its "Add <resource>".
    for (const action of area.actions ?? []) {
      if (!mayDo(profile, action.permission)) continue;
      add({
        id: `action:${action.id}`,
        label: t(action.labelKey),
        href: action.href,
        keywords: action.keywords,
      });
    }
    for (const resource of area.resources) {
      const { create } = resource.routes;
      const writes = { resource: resource.permission.resource, action: 'write' } as const;
      if (
        !create ||
        !resource.operations.create ||
        create.defaultHref.includes(':') ||
        !mayDo(profile, writes)
      )
        continue;
      add({
        id: `action:create:${resource.name}`,
        label: t('palette:create', { resource: t(`resources:${resource.name}.singular`) }),
        href: create.defaultHref,
        keywords: [resource.name, create.defaultHref],
      });
    }
  }
  // An action on records, by its verb: choosing it puts the verb in the search field, waiting for a name.
  for (const { resource, action, verb } of verbActions(ctx.areas, profile, t)) {
    if (!routePaths.includes(action.path)) continue;
    items.push({
      id: `verb:${action.id}`,
      label: `${verb}…`,
      group,
      description: t('palette:chooseByName', { kind: t(`resources:${resource.name}.singular`) }),
      completion: `${verb} `,
    });
  }
  return items;
}

function settingCommands(ctx: CommandContext): CommandPaletteItem[] {
  const { t, actions, routePaths } = ctx;
  const group = t('palette:settings');
  const items: CommandPaletteItem[] = [];
  for (const language of supportedLanguages) {
    items.push({
      id: `language:${language.code}`,
      label: t('palette:language', { language: language.label }),
      group,
      keywords: ['language', language.code],
      isDisabled: ctx.language === language.code,
      onAction: () => actions.setLanguage(language.code),
    });
  }
  for (const skin of skinChoices) {
    items.push({
      id: `skin:${skin}`,
      label: t('palette:skin', { skin: t(`common:theme.${skin}`) }),
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
        label: t('palette:project', { name: project.name }),
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
        label: t('palette:resourceGroup', { name: resourceGroup.name }),
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

/** Every command the signed-in user may run besides records: pages first, then actions, then settings. */
export function buildCommands(ctx: CommandContext): CommandPaletteItem[] {
  const pages = pageCommands(ctx);
  const settings = settingCommands(ctx);
  // Account pages found among the areas' pages stay in the settings group only.
  const settingHrefs = new Set(settings.map((s) => s.description).filter(Boolean));
  return [...pages.filter((p) => !settingHrefs.has(p.description)), ...actionCommands(ctx), ...settings];
}
