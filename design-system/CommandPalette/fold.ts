// One spelling for matching: case and diacritics do not count, so "nguyen" finds "Nguyễn" and "munchen" finds
// "München" (Vietnamese and German are often typed without their marks). Combining marks U+0300–U+036F are
// dropped, letters with diacritics become their base letter, đ → d, ø → o, ł → l, ß → ss, then lower case: the
// very rule of the server's search_fold (server/migrations/015_search_fold.sql), so a record the server finds
// reads the same here (tests/contract/search-fold.test.ts holds the two to each other).

const MARKS = /[\u0300-\u036f]/g;
/** Letters NFD leaves whole that still stand for a base letter (lower case; ß is spelt out last). */
const BASE: Readonly<Record<string, string>> = { đ: 'd', ø: 'o', ł: 'l', ı: 'i', ß: 'ss' };

/** The folded form of one character (possibly empty for a lone mark, or two letters for ß). */
export function foldChar(char: string): string {
  const stripped = char.normalize('NFD').replace(MARKS, '').toLowerCase();
  let out = '';
  for (const c of stripped) out += BASE[c] ?? c;
  return out;
}

/** A text folded, with where in the (NFC) text each folded character came from. */
export interface FoldedText {
  /** The text as given, in NFC: what `starts` and `ends` index into. */
  text: string;
  folded: string;
  /** The character folded[i] came from is text.slice(starts[i], ends[i]). */
  starts: number[];
  ends: number[];
}

export function foldWithOrigins(input: string): FoldedText {
  const text = input.normalize('NFC');
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of text) {
    for (const unit of foldChar(char).split('')) {
      folded += unit;
      starts.push(index);
      ends.push(index + char.length);
    }
    index += char.length;
  }
  return { text, folded, starts, ends };
}

export function fold(text: string): string {
  return foldWithOrigins(text).folded;
}
