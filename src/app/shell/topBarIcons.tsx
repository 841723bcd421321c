// The top bar's icons (16 × 16, stroked in the text colour): what its controls show on a phone, where their
// text goes out of sight (it stays their accessible name). Decorative: the controls hide them from assistive
// technology.
const stroke = {
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const searchIcon = (
  <svg viewBox="0 0 16 16" fill="none">
    <circle cx="7" cy="7" r="4.75" {...stroke} />
    <path d="m10.5 10.5 3.5 3.5" {...stroke} />
  </svg>
);

/** A project: a folder. */
export const projectIcon = (
  <svg viewBox="0 0 16 16" fill="none">
    <path
      d="M2 4.5A1.5 1.5 0 0 1 3.5 3h3l1.5 1.5h4.5A1.5 1.5 0 0 1 14 6v5.5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 11.5Z"
      {...stroke}
    />
  </svg>
);

/** A resource group: stacked layers. */
export const resourceGroupIcon = (
  <svg viewBox="0 0 16 16" fill="none">
    <path d="M8 2.5 14 5.5 8 8.5 2 5.5Z" {...stroke} />
    <path d="m2 8.5 6 3 6-3M2 11 8 14l6-3" {...stroke} />
  </svg>
);

/** The person's own menu (and, on a phone, language and theme too). */
export const personIcon = (
  <svg viewBox="0 0 16 16" fill="none">
    <circle cx="8" cy="5.5" r="2.75" {...stroke} />
    <path d="M2.75 13.5c.75-2.5 2.75-3.75 5.25-3.75s4.5 1.25 5.25 3.75" {...stroke} />
  </svg>
);
