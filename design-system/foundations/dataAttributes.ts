// `data-*` attributes every component passes to its root element (see "Adding a component" in Introduction.mdx).

/** Any `data-*` attribute, e.g. `data-testid` or `data-analytics-id`. */
export type DataAttributes = { [key: `data-${string}`]: string | undefined };

/** The `data-*` entries of a props object, to spread on the root before the component's own data attributes. */
export function dataAttributes(props: object): DataAttributes {
  const picked: DataAttributes = {};
  for (const [key, value] of Object.entries(props)) {
    if (key.startsWith('data-')) picked[key as `data-${string}`] = value as string | undefined;
  }
  return picked;
}
