// ⌘K / Ctrl+K: the command palette over every page the user may open and every setting (commands.ts). A
// button in the top bar opens it too, and names the shortcut.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/Button';
import { CommandPalette, isApplePlatform } from '@ds/CommandPalette';
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

export function CommandMenu() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { profile, signedIn } = useSession();
  const skin = useSkinChoice();
  const signOut = useSignOut();
  const { switchTo } = useScopeSwitch();
  const [isOpen, setOpen] = useState(false);
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
  const shortcut = isApplePlatform() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Button size="small" onPress={() => setOpen(true)}>
        {t('shell:palette.open', { shortcut })}
      </Button>
      <CommandPalette
        items={items}
        isOpen={isOpen}
        onOpenChange={setOpen}
        strings={{
          dialogLabel: t('shell:palette.dialog'),
          searchLabel: t('shell:palette.search'),
          placeholder: t('shell:palette.placeholder'),
          noResults: (query) => t('shell:palette.noResults', { query }),
          clearSearch: t('shell:palette.clear'),
        }}
      />
    </>
  );
}
