import type { AreaDefinition } from '../../engine/types';
import { cdnResources } from './resources';
import { cdnMenu } from './menu';

export const cdnArea: AreaDefinition = {
  id: 'cdn',
  menuLabelKey: 'cdn:menu.label',
  resources: cdnResources,
  menu: cdnMenu,
};
