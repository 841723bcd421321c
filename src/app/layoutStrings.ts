// The texts of the page frame (design-system AppLayout), shared by the console and the public layouts.
import { useTranslation } from 'react-i18next';
import type { AppLayoutStrings } from '@ds/AppLayout';

export function useLayoutStrings(): AppLayoutStrings {
  const { t } = useTranslation();
  return {
    skipToContent: t('common:layout.skipToContent'),
    openMenu: t('common:layout.openMenu'),
    closeMenu: t('common:layout.closeMenu'),
    menu: t('common:layout.menu'),
  };
}
