// The top bar's Services menu: every service the user can go to, from any page (servicesMenu.ts says which and
// how they are grouped). The services come from the console's area index (src/app/areaIndex.ts, held to the
// areas' own declarations by tests/unit/area-index.test.ts), so no area loads for it. An icon button on a narrow
// screen.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton, type MenuButtonSection } from '@ds/MenuButton';
import { useSession } from '../../api/hooks';
import type { BuiltService } from '../../engine/services';
import { areaIndex } from '../areaIndex';
import { useRouteMeta } from '../guards';
import { servicesMenuGroups, type ServicesMenuEntry } from './servicesMenu';
import { useRecentServices, useRecordServiceVisit } from './recentServices';

const gridIcon = (
  <svg viewBox="0 0 16 16" fill="none">
    <rect x="2" y="2" width="5" height="5" rx="1" stroke="currentColor" strokeWidth="1.5" />
    <rect x="9" y="2" width="5" height="5" rx="1" stroke="currentColor" strokeWidth="1.5" />
    <rect x="2" y="9" width="5" height="5" rx="1" stroke="currentColor" strokeWidth="1.5" />
    <rect x="9" y="9" width="5" height="5" rx="1" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

export function ServicesMenu() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const currentArea = useRouteMeta()?.area;
  // The index is fixed for the page's life.
  const services = useMemo(
    () => areaIndex.flatMap((entry): BuiltService[] => (entry.service ? [entry.service] : [])),
    [],
  );
  const serviceAreas = useMemo(() => services.map((s) => s.area), [services]);
  useRecordServiceVisit(profile?.id, currentArea, serviceAreas);
  const recent = useRecentServices(profile?.id);
  if (!profile) return null;

  const groups = servicesMenuGroups({ services, profile, currentArea, recent });
  // Ids are unique in the whole menu: a recent service is listed under All services too.
  const items = (group: string, entries: readonly ServicesMenuEntry[]) =>
    entries.map((entry) => ({
      id: `${group}:${entry.area}`,
      label: t(entry.titleKey),
      href: entry.href,
      isCurrent: entry.isCurrent,
    }));
  const sections: MenuButtonSection[] = [
    { id: 'recent', title: t('shell:services.recent'), items: items('recent', groups.recent) },
    { id: 'all', title: t('shell:services.all'), items: items('all', groups.all) },
    {
      id: 'not-enabled',
      title: t('shell:services.notEnabled'),
      items: items('not-enabled', groups.notEnabled),
    },
  ].filter((section) => section.items.length > 0);
  if (sections.length === 0) return null;

  return (
    <MenuButton
      label={t('shell:services.menu')}
      variant="quiet"
      placement="bottom start"
      icon={gridIcon}
      collapsible
      sections={sections}
      currentLabel={t('shell:services.current')}
    />
  );
}
