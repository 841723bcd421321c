import countries from 'i18n-iso-countries';

// world-atlas names a few areas without an ISO numeric id. Kosovo has the widely used user-assigned code XK;
// the others (N. Cyprus, Somaliland) have no code and are drawn without data and without interaction.
const UNNUMBERED: Readonly<Record<string, string>> = { Kosovo: 'XK' };

/**
 * The ISO 3166-1 alpha-2 code of a world-atlas feature: its numeric id ("704") through i18n-iso-countries, or a
 * known unnumbered area by name. Undefined when the area has no code.
 */
export function alpha2FromNumeric(id: string | number | undefined, name?: string): string | undefined {
  if (id !== undefined && id !== '') {
    const code = countries.numericToAlpha2(id);
    if (code) return code;
  }
  return name === undefined ? undefined : UNNUMBERED[name];
}
