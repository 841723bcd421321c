// CSV text (RFC 4180) that is safe to open in a spreadsheet: a cell starting with = + - @ (or a tab or
// carriage return) would run as a formula, so it gets a leading apostrophe (OWASP "CSV injection").
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header row and data rows, CRLF-separated (what spreadsheets expect). */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
