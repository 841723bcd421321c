export { WorldMap } from './WorldMap';
export type {
  WorldMapBaseStrings,
  WorldMapCategoricalProps,
  WorldMapCategoricalStrings,
  WorldMapCategory,
  WorldMapCountryCategory,
  WorldMapProps,
  WorldMapSequentialProps,
  WorldMapStrings,
} from './WorldMap';
export { alpha2FromNumeric } from './countryCodes';
