// The browser tab's title for routes that declare a `titleKey` (sign-in, error pages). Resource screens
// name their tab themselves (engine/breadcrumbs.tsx), with the record's title once it is loaded.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from './guards';

export function useRouteDocumentTitle(): void {
  const { t } = useTranslation();
  const titleKey = useRouteMeta()?.titleKey;
  const title = titleKey ? `${t(titleKey)} · ${t('common:brand')}` : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
