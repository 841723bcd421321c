// A resource's schemas come bundled with their `$defs` (npm run gen): the stored record is one of them.

/** The `$defs` entry `name` of a bundled schema; a missing one is a mistake in the registry entry. */
export function defOf<S extends { $defs?: unknown }>(schema: S, name: string): S {
  const found = (schema.$defs as Record<string, S> | undefined)?.[name];
  if (!found) throw new Error(`The schema has no $defs/${name}`);
  return found;
}
