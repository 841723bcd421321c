// The country shapes: world-atlas 110m TopoJSON (≈100 kB, ≈35 KiB gzip) turned into GeoJSON features with
// alpha-2 codes. The atlas and the ISO code table are fetched as JSON files at run time, not bundled: the JS of a
// page that shows a map stays within its byte budget (scripts/lib/page-budget.mjs), and the files are cached by
// the browser like any asset. Until both have arrived the map draws no countries (its table view needs none).
import { useEffect, useState } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, Geometry } from 'geojson';
import atlasUrl from 'world-atlas/countries-110m.json?url';
import codesUrl from 'i18n-iso-countries/codes.json?url';
import { alpha2FromNumeric, numericCodes, type CodeRows } from './countryCodes';

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

/** Every country of a world-atlas countries topology, coded through i18n-iso-countries' code rows. */
export function countriesOfAtlas(atlas: unknown, codeRows: CodeRows): WorldCountry[] {
  const topology = atlas as CountriesTopology;
  const codes = numericCodes(codeRows);
  const collection = feature(topology, topology.objects.countries);
  return collection.features
    .map((f) => {
      const name = f.properties.name;
      const id = f.id === undefined ? undefined : String(f.id);
      return { code: alpha2FromNumeric(codes, id, name), key: id ?? name, feature: f };
    })
    .filter((c) => c.code === undefined || !OMITTED.has(c.code));
}

let loaded: WorldCountry[] | undefined;
let loading: Promise<WorldCountry[]> | undefined;

/** A JSON file of the build, or an error naming what could not be loaded. */
async function fetchJson(url: string, what: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The ${what} could not be loaded (${response.status}).`);
  return response.json() as Promise<unknown>;
}

/** Every country of the atlas, fetched once; a failed fetch is tried again on the next call. */
export function loadWorldCountries(): Promise<WorldCountry[]> {
  loading ??= Promise.all([fetchJson(atlasUrl, 'world atlas'), fetchJson(codesUrl, 'country code table')])
    .then(([atlas, codes]) => (loaded = countriesOfAtlas(atlas, codes as CodeRows)))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The atlas's countries once loaded (at once when they already are), starting the load on first use. */
export function useWorldCountries(): WorldCountry[] | undefined {
  const [countries, setCountries] = useState(loaded);
  useEffect(() => {
    if (countries) return;
    let live = true;
    loadWorldCountries().then(
      (all) => live && setCountries(all),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [countries]);
  return countries;
}
