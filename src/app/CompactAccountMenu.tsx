// The top bar's end on a phone: one menu with the language, the skin and the account (the wide top bar has a
// menu for each), so that every choice stays on screen at 390 px.
import { useTranslation } from 'react-i18next';
import { MenuButton } from '@ds/MenuButton';
import { useSession } from '../api/hooks';
import { isSupportedLanguage, supportedLanguages, switchLanguage } from './i18n';
import { setSkin, skinChoices, useSkinChoice, type SkinChoice } from './preferences';
import { personIcon } from './shell/topBarIcons';
import { useAccountMenu } from './UserMenu';

// Item ids carry their section, so a language code never meets an account item's id.
const languagePrefix = 'language:';
const skinPrefix = 'skin:';

export function CompactAccountMenu() {
  const { t, i18n } = useTranslation();
  const { profile } = useSession();
  const skin = useSkinChoice();
  const account = useAccountMenu();
  if (!profile) return null;
  const language = supportedLanguages.find((l) => l.code === i18n.resolvedLanguage) ?? supportedLanguages[0];
  return (
    <MenuButton
      label={t('common:topBar.account')}
      variant="quiet"
      icon={personIcon}
      collapsible
      sections={[
        {
          id: 'language',
          title: t('common:topBar.language'),
          selectedId: `${languagePrefix}${language.code}`,
          items: supportedLanguages.map((l) => ({ id: `${languagePrefix}${l.code}`, label: l.label })),
        },
        {
          id: 'skin',
          title: t('common:topBar.theme'),
          selectedId: `${skinPrefix}${skin}`,
          items: skinChoices.map((id) => ({ id: `${skinPrefix}${id}`, label: t(`common:theme.${id}`) })),
        },
        { id: 'account', title: profile.full_name || profile.username, items: account.items },
      ]}
      onAction={(id) => {
        if (id.startsWith(languagePrefix)) {
          const code = id.slice(languagePrefix.length);
          if (isSupportedLanguage(code)) void switchLanguage(i18n, code);
        } else if (id.startsWith(skinPrefix)) {
          setSkin(id.slice(skinPrefix.length) as SkinChoice);
        } else {
          account.act(id);
        }
      }}
    >
      {profile.full_name || profile.username}
    </MenuButton>
  );
}
