export { WorldMap } from './WorldMap';
export type { WorldMapProps, WorldMapStrings } from './WorldMap';
export { alpha2FromNumeric } from './countryCodes';
