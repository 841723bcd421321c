// ⌘K / Ctrl+K: the command palette over every page the user may open, the actions they may take, the records
// they may read (found on the server) and every setting (commands.ts, recordCommands.ts). A button in the top
// bar opens it too, and names the shortcut. The palette is a chunk of its own (CommandPaletteDialog.tsx), loaded
// on the first opening; the shortcut is installed here, so it works from the first page on.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { searchIcon } from './topBarIcons';
import { isApplePlatform, useCommandPaletteShortcut } from '@ds/CommandPalette/useCommandPaletteShortcut';
import { lazyChunk } from '../../api/chunks';
import { registeredAreas } from '../../engine/registry';
import { loadAreasUi } from '../../engine/resourceSchemas';
import { getI18n } from 'react-i18next';
import { loadEveryAreaTexts } from '../catalogues';
import { loadEveryArea } from '../areaIndex';

// Through the one chunk loader (SPEC §9: timeout, retry, reload on a replaced deployment). Every area, their
// resources' UI descriptions (which records are found, where one leads) and their texts load with it: the console
// frame holds no area, no schema and no area's words.
const loadPalette = lazyChunk(() => import('./CommandPaletteDialog'));
const CommandPaletteDialog = lazy(async () => {
  const [palette] = await Promise.all([
    loadPalette(),
    loadEveryArea().then(() => loadAreasUi(registeredAreas())),
    loadEveryAreaTexts(getI18n()),
  ]);
  return { default: palette.CommandPaletteDialog };
});

export function CommandMenu() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on (it keeps its exit animation and focus return from then on).
  const [wanted, setWanted] = useState(false);
  const open = (next: boolean) => {
    if (next) setWanted(true);
    setOpen(next);
  };
  // Toggled from the state React holds, not this render's copy: a press that lands between a render and its
  // effects (a loaded machine) must still close what the last press opened.
  useCommandPaletteShortcut(() => {
    setWanted(true);
    setOpen((wasOpen) => !wasOpen);
  });
  const shortcut = isApplePlatform() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Button size="small" icon={searchIcon} collapsible onPress={() => open(true)}>
        {t('shell:palette.open', { shortcut })}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <CommandPaletteDialog isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
