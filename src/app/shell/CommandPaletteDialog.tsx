// The command palette itself (commands.ts and recordCommands.ts over the design system's CommandPalette): its
// own chunk, loaded by CommandMenu on the first ⌘K / Ctrl+K or press of the top bar button, so no page pays for
// it before the user asks for it. The shortcut stays with CommandMenu (always there); this only renders. Each
// opening starts afresh: an empty search, no records of an earlier one.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CommandPalette } from '@ds/CommandPalette/CommandPalette';
import { useApiItem, useSession } from '../../api/hooks';
import { hasPermission } from '../../api/session';
import { currentScope, fetchScopes, type ScopeProject } from '../../api/scope';
import { searchableResources } from '../../engine/search';
import { switchLanguage } from '../i18n';
import { setSkin, useSkinChoice } from '../preferences';
import { areas } from '../areas';
import { consoleRoutePaths } from '../consoleRoutes';
import { buildCommands } from './commands';
import { recordCommands, verbActions } from './recordCommands';
import { recordRequests } from './recordSearch';
import { scopesKey } from './ScopeSwitcher';
import { useRecordSearch } from './useRecordSearch';
import { useScopeSwitch } from './useScopeSwitch';
import { useSignOut } from './useSignOut';

interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function CommandPaletteDialog({ isOpen, onOpenChange }: DialogProps) {
  // A new palette (search state and all) for every opening; the closed one keeps its exit animation until then.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setOpenings((n) => n + 1);
  }
  return <Palette key={openings} isOpen={isOpen} onOpenChange={onOpenChange} />;
}

function Palette({ isOpen, onOpenChange }: DialogProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { profile, signedIn } = useSession();
  const skin = useSkinChoice();
  const signOut = useSignOut();
  const { switchTo } = useScopeSwitch();
  const { data: projects } = useApiItem<ScopeProject[]>(signedIn ? scopesKey : null, fetchScopes);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const routePaths = useMemo(() => consoleRoutePaths(), []);
  const records = useRecordSearch(isOpen);
  const verbs = useMemo(() => verbActions(areas, profile, t), [profile, t]);

  const commands = useMemo(
    () =>
      buildCommands({
        areas,
        routePaths,
        profile,
        t,
        language,
        skin,
        projects,
        scope: projects ? currentScope(projects) : null,
        actions: {
          navigate: (href) => void navigate(href),
          setLanguage: (code) => void switchLanguage(i18n, code),
          setSkin,
          switchScope: (scope) => void switchTo(scope),
          signOut: () => void signOut(),
        },
      }),
    [routePaths, profile, t, i18n, language, skin, projects, navigate, switchTo, signOut],
  );
  const found = useMemo(
    () =>
      recordCommands({
        areas,
        routePaths,
        profile,
        t,
        hits: records.hits,
        navigate: (href) => void navigate(href),
      }),
    [routePaths, profile, t, records.hits, navigate],
  );
  // What can be found by name, in the words of its section titles.
  const kinds = searchableResources(areas)
    .filter((resource) => hasPermission(profile, resource.permission.resource, 'read'))
    .map((resource) => t(`resources:${resource.name}.plural`));

  return (
    <CommandPalette
      items={[...commands, ...found]}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onQueryChange={(query) => records.search(recordRequests(query, verbs))}
      status={records.status}
      onRetry={records.retry}
      // CommandMenu owns the shortcut (it must work before this chunk is loaded).
      hasShortcut={false}
      strings={{
        dialogLabel: t('palette:dialog'),
        searchLabel: t('palette:search'),
        placeholder: t('palette:placeholder'),
        noResults: (query) => t('palette:noResults', { query }),
        searchHint: kinds.length
          ? t('palette:searchHint', { kinds: kinds.join(', ') })
          : t('palette:searchHintNoRecords'),
        loading: t('palette:loading'),
        error: t('palette:error'),
        retry: t('palette:retry'),
        clearSearch: t('palette:clear'),
      }}
    />
  );
}
