// The command palette itself (commands.ts over the design system's CommandPalette, with fuse.js): its own
// chunk, loaded by CommandMenu on the first ⌘K / Ctrl+K or press of the top bar button, so no page pays for
// it before the user asks for it. The shortcut stays with CommandMenu (always there); this only renders.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CommandPalette } from '@ds/CommandPalette/CommandPalette';
import { useApiItem, useSession } from '../../api/hooks';
import { currentScope, fetchScopes, type ScopeProject } from '../../api/scope';
import { switchLanguage } from '../i18n';
import { setSkin, useSkinChoice } from '../preferences';
import { areas } from '../areas';
import { consoleRoutePaths } from '../consoleRoutes';
import { buildCommands } from './commands';
import { scopesKey } from './ScopeSwitcher';
import { useScopeSwitch } from './useScopeSwitch';
import { useSignOut } from './useSignOut';

export function CommandPaletteDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { profile, signedIn } = useSession();
  const skin = useSkinChoice();
  const signOut = useSignOut();
  const { switchTo } = useScopeSwitch();
  const { data: projects } = useApiItem<ScopeProject[]>(signedIn ? scopesKey : null, fetchScopes);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const items = useMemo(
    () =>
      buildCommands({
        areas,
        routePaths: consoleRoutePaths(),
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
    [profile, t, i18n, language, skin, projects, navigate, switchTo, signOut],
  );
  return (
    <CommandPalette
      items={items}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      // CommandMenu owns the shortcut (it must work before this chunk is loaded).
      hasShortcut={false}
      strings={{
        dialogLabel: t('shell:palette.dialog'),
        searchLabel: t('shell:palette.search'),
        placeholder: t('shell:palette.placeholder'),
        noResults: (query) => t('shell:palette.noResults', { query }),
        clearSearch: t('shell:palette.clear'),
      }}
    />
  );
}
