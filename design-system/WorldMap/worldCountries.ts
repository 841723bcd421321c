// The country shapes: world-atlas 110m TopoJSON (≈100 kB) turned into GeoJSON features with alpha-2 codes.
// Importing this module pulls the JSON into the bundle of whatever imports WorldMap, so the console should
// lazy-load screens that show a map (React.lazy), keeping the atlas out of the main chunk.
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, Geometry } from 'geojson';
import atlas from 'world-atlas/countries-110m.json';
import { alpha2FromNumeric } from './countryCodes';

export interface WorldCountry {
  /** ISO 3166-1 alpha-2, or undefined for areas without a code. */
  code: string | undefined;
  /** Stable key (numeric id or atlas name). */
  key: string;
  feature: Feature<Geometry, { name: string }>;
}

type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/** Antarctica (AQ) is left out: it takes a fifth of the height and carries no traffic. */
const OMITTED = new Set(['AQ']);

let cache: WorldCountry[] | undefined;

/** Every country of the atlas (computed once). */
export function worldCountries(): WorldCountry[] {
  if (!cache) {
    const topology = atlas as unknown as CountriesTopology;
    const collection = feature(topology, topology.objects.countries);
    cache = collection.features
      .map((f) => {
        const name = f.properties.name;
        const id = f.id === undefined ? undefined : String(f.id);
        return { code: alpha2FromNumeric(id, name), key: id ?? name, feature: f };
      })
      .filter((c) => c.code === undefined || !OMITTED.has(c.code));
  }
  return cache;
}
