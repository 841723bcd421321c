// The DataTable's small glyphs (checkbox marks, the row menu's dots, the columns button), drawn once.

export const checkGlyph = (
  <svg viewBox="0 0 12 12" fill="none" aria-hidden="true">
    <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export const dashGlyph = (
  <svg viewBox="0 0 12 12" fill="none" aria-hidden="true">
    <path d="M2.5 6h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export const menuCheckGlyph = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

// One path for the three dots (one element instead of three in every row).
export const moreGlyph = (
  <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
    <path d="M1.5 8a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M6.5 8a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M11.5 8a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0" />
  </svg>
);

export const columnsGlyph = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <rect x="2" y="3" width="12" height="10" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
    <path d="M6.5 3v10M9.5 3v10" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);
