import type { AreaDefinition } from '../../engine/types';
import { iamResources } from './resources';
import { iamMenu } from './menu';

export const iamArea: AreaDefinition = {
  id: 'iam',
  menuLabelKey: 'iam:menu.label',
  resources: iamResources,
  menu: iamMenu,
};
