// The command palette's records (what the server found, grouped by kind with their context: a rule shows its
// site) and the actions on them ("Purge cache of <site>"), from the registry: a resource whose UI description
// has `search` is found, its `actions` are offered. Pure data, unit-tested on its own.
import type { TFunction } from 'i18next';
import type { CommandPaletteItem } from '@ds/CommandPalette';
import type { MatchTier } from '@ds/CommandPalette/commandSearch';
import { hasPermission, type Profile } from '../../api/session';
import { recordActionHref, recordHref, searchableResources, type FoundRecord } from '../../engine/search';
import type { AnyResource, AreaDefinition, RecordAction } from '../../engine/types';
import { TEXT_REQUEST, type VerbAction } from './recordSearch';
import { isRegistered } from './routeMatch';

/** Found records of one kind that get their actions listed beside them. */
const ACTIONS_PER_KIND = 3;

export interface RecordCommandContext {
  areas: readonly AreaDefinition[];
  routePaths: readonly string[];
  profile: Profile | null;
  t: TFunction;
  /** Hits per request key (the text itself, `action:<id>` for the name after a verb). */
  hits: Readonly<Record<string, readonly FoundRecord[]>>;
  navigate: (href: string) => void;
}

const tierOf: Record<FoundRecord['match'], MatchTier> = {
  exact: 'exact',
  prefix: 'prefix',
  word_prefix: 'wordPrefix',
  substring: 'substring',
};

const mayRead = (profile: Profile | null, resource: AnyResource) =>
  hasPermission(profile, resource.permission.resource, 'read');

const mayRun = (profile: Profile | null, resource: AnyResource, action: RecordAction) =>
  mayRead(profile, resource) && hasPermission(profile, action.permission.resource, action.permission.action);

/** The actions on records the user may run, with their verbs in the current language. */
export function verbActions(
  areas: readonly AreaDefinition[],
  profile: Profile | null,
  t: TFunction,
): VerbAction[] {
  return searchableResources(areas).flatMap((resource) =>
    (resource.actions ?? [])
      .filter((action) => mayRun(profile, resource, action))
      .map((action) => ({ resource, action, verb: t(action.verbKey) })),
  );
}

/** The second line of a found record: its own (an address, an email) and what it belongs to (a rule's site). */
function describe(record: FoundRecord, t: TFunction): string | undefined {
  const parts = [record.subtitle];
  if (record.context) {
    parts.push(
      t('palette:partOf', {
        kind: t(`resources:${record.context.kind}.singular`),
        name: record.context.title,
      }),
    );
  }
  const text = parts.filter(Boolean).join(' · ');
  return text || undefined;
}

/** Records found for the text and for names after verbs, then the actions on them, each id once. */
export function recordCommands(ctx: RecordCommandContext): CommandPaletteItem[] {
  const { t, profile, routePaths, navigate } = ctx;
  const byKind = new Map(searchableResources(ctx.areas).map((resource) => [resource.name, resource]));
  const records: CommandPaletteItem[] = [];
  const actions = new Map<string, CommandPaletteItem>();

  const actionItem = (resource: AnyResource, action: RecordAction, record: FoundRecord, tier: MatchTier) => {
    const href = recordActionHref(resource, action, record);
    const id = `action:${action.id}:${record.id}`;
    if (!href || !isRegistered(href, routePaths) || actions.has(id) || !mayRun(profile, resource, action))
      return;
    actions.set(id, {
      id,
      label: t(action.labelKey, { name: record.title }),
      group: t('palette:actions'),
      description: describe(record, t),
      tier,
      onAction: () => navigate(href),
    });
  };

  // Names typed after a verb ("purge legacy"): the verb was typed first, so these rank as prefix matches.
  for (const resource of byKind.values()) {
    for (const action of resource.actions ?? []) {
      for (const record of ctx.hits[`action:${action.id}`] ?? [])
        actionItem(resource, action, record, 'prefix');
    }
  }

  const listedPerKind = new Map<string, number>();
  for (const record of ctx.hits[TEXT_REQUEST] ?? []) {
    const resource = byKind.get(record.kind);
    if (!resource || !mayRead(profile, resource)) continue;
    const href = recordHref(resource, record);
    if (!href || !isRegistered(href, routePaths)) continue;
    const tier = tierOf[record.match];
    records.push({
      id: `record:${record.kind}:${record.id}`,
      label: record.title,
      group: t(`resources:${record.kind}.plural`),
      description: describe(record, t),
      tier,
      onAction: () => navigate(href),
    });
    const listed = listedPerKind.get(record.kind) ?? 0;
    if (listed >= ACTIONS_PER_KIND) continue;
    listedPerKind.set(record.kind, listed + 1);
    for (const action of resource.actions ?? []) actionItem(resource, action, record, tier);
  }
  return [...records, ...actions.values()];
}
