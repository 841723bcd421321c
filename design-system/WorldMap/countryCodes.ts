// ISO 3166-1 codes of the atlas's countries. The code table (i18n-iso-countries' codes.json: alpha-2, alpha-3,
// numeric) is data fetched beside the atlas (worldCountries.ts), not a library bundled with every map.

/** The rows of i18n-iso-countries/codes.json: `[alpha2, alpha3, numeric, …]`. */
export type CodeRows = readonly (readonly string[])[];
/** Numeric code ("704") → alpha-2 code ("VN"). */
export type NumericCodes = ReadonlyMap<string, string>;

/** The numeric → alpha-2 table of the code rows. */
export function numericCodes(rows: CodeRows): NumericCodes {
  return new Map(rows.flatMap(([alpha2, , numeric]) => (alpha2 && numeric ? [[numeric, alpha2]] : [])));
}

// world-atlas names a few areas without an ISO numeric id. Kosovo has the widely used user-assigned code XK;
// the others (N. Cyprus, Somaliland) have no code and are drawn without data and without interaction.
const UNNUMBERED: Readonly<Record<string, string>> = { Kosovo: 'XK' };

/**
 * The ISO 3166-1 alpha-2 code of a world-atlas feature: its numeric id ("704", or 704) in `codes`, or a known
 * unnumbered area by name. Undefined when the area has no code.
 */
export function alpha2FromNumeric(
  codes: NumericCodes,
  id: string | number | undefined,
  name?: string,
): string | undefined {
  if (id !== undefined && id !== '') {
    const code = codes.get(String(id).padStart(3, '0'));
    if (code) return code;
  }
  return name === undefined ? undefined : UNNUMBERED[name];
}
