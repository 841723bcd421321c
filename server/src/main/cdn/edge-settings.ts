// Edge-settings defaults, read from the site schema in the bundled contract (SPEC §3 table).
import type { OpenApiDocument } from '../../openapi.js';

type SchemaNode = { default?: unknown; properties?: Record<string, SchemaNode> };

export function edgeSettingsDefaults(spec: OpenApiDocument): Record<string, unknown> {
  const components = spec.components as { schemas?: Record<string, SchemaNode> } | undefined;
  const edge = components?.schemas?.EdgeSettings;
  if (!edge?.properties) throw new Error('EdgeSettings schema not found in the main contract');
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(edge.properties)) {
    if (prop.default === undefined) throw new Error(`EdgeSettings.${key} has no default`);
    out[key] = structuredClone(prop.default);
  }
  return out;
}
