// A text as a literal inside a PostgreSQL regular expression (ARE): every character the syntax gives a meaning
// to is escaped, so typed text never becomes a pattern.
const SPECIAL = /[\\^$.|?*+()[\]{}]/g;

export function escapeRegex(text: string): string {
  return text.replace(SPECIAL, '\\$&');
}
