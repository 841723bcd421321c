// The map's two projections, straight from d3-geo: only Natural Earth, Mercator and the path generator are
// bundled (a charting wrapper such as @visx/geo carries every projection it offers, with the globe's and the
// USA's, and its scales). The shapes are fitted to the drawing area like d3's `fitSize`.
import { geoMercator, geoNaturalEarth1, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';

export type MapProjection = 'naturalEarth' | 'mercator';

/** One feature as drawn: its SVG path (empty when it falls outside the projection) and its centroid. */
export interface ProjectedShape {
  d: string;
  centroid: [number, number];
}

/** The shapes of `features` in `projection`, all of them fitted together into `width` × `height`. */
export function projectShapes(
  features: readonly Feature<Geometry>[],
  projection: MapProjection,
  width: number,
  height: number,
): ProjectedShape[] {
  const collection = { type: 'FeatureCollection' as const, features: [...features] };
  const projected = (projection === 'mercator' ? geoMercator() : geoNaturalEarth1()).fitSize(
    [width, height],
    collection,
  );
  const path = geoPath(projected);
  return features.map((feature) => ({ d: path(feature) ?? '', centroid: path.centroid(feature) }));
}
