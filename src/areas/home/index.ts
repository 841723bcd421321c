// The general area's overview pages (SPEC §2 "General"): /started and /home, open to every signed-in user.
import type { AreaDefinition } from '../../engine/types';
import { lazyChunk } from '../../api/chunks';
import { homePaths } from './paths';

const general = { resource: 'general', action: 'read' } as const;

export const homeArea: AreaDefinition = {
  id: 'home',
  menuLabelKey: 'home:menu.label',
  resources: [],
  menu: [
    { id: 'home-overview', labelKey: 'home:menu.home', href: homePaths.home },
    { id: 'home-started', labelKey: 'home:menu.started', href: homePaths.started },
  ],
  pages: [
    {
      name: 'general-home',
      path: homePaths.home,
      titleKey: 'home:home.title',
      permission: general,
      load: lazyChunk(() => import('./HomePage')),
    },
    {
      name: 'general-started',
      path: homePaths.started,
      titleKey: 'home:started.title',
      permission: general,
      load: lazyChunk(() => import('./StartedPage')),
    },
  ],
};
