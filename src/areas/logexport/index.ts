// The log-export area (SPEC §2 "Log export"): so far its destinations, whose screens the engine derives.
import type { AreaDefinition } from '../../engine/types';
import { resourceMenuItem } from '../../engine/menu';
import { destinationResource } from './resources';

export const logexportArea: AreaDefinition = {
  id: 'logexport',
  menuLabelKey: 'logexport:menu.label',
  resources: [destinationResource],
  menu: [resourceMenuItem(destinationResource)],
  service: {
    titleKey: 'services:logexport.name',
    descriptionKey: 'services:logexport.description',
    permission: 'logexport',
  },
};
