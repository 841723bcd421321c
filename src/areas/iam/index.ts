import type { AreaDefinition } from '../../engine/types';
import { iamResources } from './resources';
import { iamMenu } from './menu';

export const iamArea: AreaDefinition = {
  id: 'iam',
  menuLabelKey: 'iam:menu.label',
  resources: iamResources,
  menu: iamMenu,
  // Opens at the first routed item of the side menu, so it follows the IAM screens as they land.
  service: { titleKey: 'services:iam.name', descriptionKey: 'services:iam.description', permission: 'iam' },
};
