// The top bar's menus every page has, the sign-in pages too: language and skin (the console's account menu:
// UserMenu.tsx).
import { useTranslation } from 'react-i18next';
import { MenuButton } from '@ds/MenuButton';
import { isSupportedLanguage, supportedLanguages, switchLanguage } from './i18n';
import { setSkin, skinChoices, useSkinChoice, type SkinChoice } from './preferences';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = supportedLanguages.find((l) => l.code === i18n.resolvedLanguage) ?? supportedLanguages[0];
  return (
    <MenuButton
      label={t('common:topBar.language')}
      variant="quiet"
      items={supportedLanguages.map((l) => ({ id: l.code, label: l.label }))}
      selectedId={current.code}
      onAction={(id) => {
        if (isSupportedLanguage(id)) void switchLanguage(i18n, id);
      }}
    >
      {current.label}
    </MenuButton>
  );
}

export function SkinMenu() {
  const { t } = useTranslation();
  const skin = useSkinChoice();
  return (
    <MenuButton
      label={t('common:topBar.theme')}
      variant="quiet"
      items={skinChoices.map((id) => ({ id, label: t(`common:theme.${id}`) }))}
      selectedId={skin}
      onAction={(id) => setSkin(id as SkinChoice)}
    >
      {t(`common:theme.${skin}`)}
    </MenuButton>
  );
}
