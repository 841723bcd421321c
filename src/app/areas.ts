// The areas the console is made of. An area lists its resources and side menu (src/areas/<area>/).
// Registered with the engine here, so engine code can follow a resource's references by name (parents,
// breadcrumbs) without importing any area (ARCHITECTURE §2).
import type { AreaDefinition } from '../engine/types';
import { registerAreas } from '../engine/registry';
import { cdnArea } from '../areas/cdn';
import { iamArea } from '../areas/iam';
import { homeArea } from '../areas/home';
import { profileArea } from '../areas/profile';
import { logexportArea } from '../areas/logexport';
import { extraAreas } from './extras';

export const areas: AreaDefinition[] = [
  cdnArea,
  iamArea,
  logexportArea,
  homeArea,
  profileArea,
  ...extraAreas,
];

registerAreas(areas);
