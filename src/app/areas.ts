// The areas the console is made of. An area lists its resources and side menu (src/areas/<area>/).
import type { AreaDefinition } from '../engine/types';
import { cdnArea } from '../areas/cdn';

export const areas: AreaDefinition[] = [cdnArea];
