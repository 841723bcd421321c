// Design tokens in three tiers: palette (raw values) → semantic (role names, each colour a {light, dark} pair)
// → component (per-component roles that point at semantic pairs). Everything is emitted as CSS custom
// properties (see `themeCss`), so styled-components only ever reference `var(--…)` through the typed `vars`
// map and a skin switch re-renders nothing.

// ─── Tier 1: palette ──────────────────────────────────────────────────────────────────────────────────────
export const palette = {
  white: '#ffffff',
  black: '#000000',
  grey: {
    50: '#f7f8fa',
    100: '#eef0f3',
    150: '#e6e9ed',
    200: '#dfe3e8',
    300: '#c6ccd4',
    400: '#9aa3ae',
    500: '#6b7480',
    600: '#545c68',
    700: '#3d4450',
    750: '#333a45',
    800: '#2a303a',
    850: '#20252d',
    900: '#171a20',
    950: '#0f1115',
  },
  blue: {
    50: '#eaf2ff',
    100: '#d3e4ff',
    200: '#a9c9ff',
    300: '#7aaaff',
    400: '#4d8bf5',
    500: '#2a6fdb',
    600: '#1f5bbf',
    700: '#1a4a9c',
    800: '#163b7a',
    900: '#10284f',
    950: '#0b1b36',
  },
  green: {
    50: '#e8f6ee',
    200: '#9fdcb8',
    300: '#6cc793',
    600: '#1f7a48',
    700: '#1c6b3f',
    800: '#155332',
    900: '#0d3520',
  },
  amber: {
    50: '#fff4e0',
    200: '#fcd38a',
    300: '#f5b942',
    600: '#a15f00',
    700: '#8a5100',
    800: '#6b3f00',
    900: '#3d2500',
  },
  red: {
    50: '#fdecec',
    200: '#f6b3b3',
    300: '#ef8585',
    400: '#e86464',
    600: '#b42828',
    700: '#8f1f1f',
    800: '#6e1818',
    900: '#4a1010',
  },
  // Hues used only by the chart palette (each pair: a dark shade for the light skin, a light one for the dark skin).
  orange: { 300: '#fb923c', 700: '#c2410c' },
  teal: { 300: '#2dd4bf', 700: '#0f766e' },
  purple: { 300: '#b69cff', 600: '#7c3aed' },
  magenta: { 300: '#f472b6', 700: '#be185d' },
  lime: { 300: '#86d36b', 700: '#3f7d20' },
  gold: { 300: '#f5b942', 700: '#9a6700' },
  cyan: { 300: '#5ccfe6', 700: '#0e7490' },
  // Sequential blue ramps for choropleths, low → high. Light skin: mid blue → navy; dark skin: mid blue → near
  // white (more value = more contrast with the surface in both). Every step keeps 3:1 against the surface.
  rampLight: { 1: '#6a8dd2', 2: '#4f78c3', 3: '#3962ae', 4: '#284d93', 5: '#1b3a73', 6: '#0f2651' },
  rampDark: { 1: '#3d6cc4', 2: '#5586e0', 3: '#76a3f2', 4: '#9cbff9', 5: '#c2d8fd', 6: '#e6efff' },
} as const;

// ─── Tier 2: semantic ─────────────────────────────────────────────────────────────────────────────────────
export interface ColorPair {
  light: string;
  dark: string;
}
const pair = (light: string, dark: string): ColorPair => ({ light, dark });
const { grey, blue, green, amber, red, white } = palette;
const { orange, teal, purple, magenta, lime, gold, cyan, rampLight, rampDark } = palette;

export const semanticColors = {
  text: {
    primary: pair(grey[900], grey[100]), // Body text, headings, values.
    secondary: pair(grey[600], grey[400]), // Descriptions, labels of secondary weight, hints.
    disabled: pair(grey[500], grey[500]), // Text of disabled controls (exempt from contrast rules).
    inverse: pair(white, grey[950]), // Text on a strong (accent/danger) fill.
    link: pair(blue[600], blue[300]), // Inline links.
    linkHover: pair(blue[800], blue[200]), // Inline links under the pointer.
    danger: pair(red[600], red[300]), // Error messages under form fields.
  },
  background: {
    canvas: pair(grey[50], grey[950]), // Page background behind surfaces.
    surface: pair(white, grey[900]), // Cards, panels, tables, the default container.
    surfaceRaised: pair(white, grey[850]), // Popovers, menus, dialogs, toasts (paired with a shadow).
    surfaceHover: pair(grey[100], grey[800]), // Rows and menu items under the pointer.
    surfaceSelected: pair(blue[50], blue[950]), // Selected rows and items.
    input: pair(white, grey[950]), // Text inputs, checkboxes.
    disabled: pair(grey[150], grey[800]), // Fill of disabled controls.
    backdrop: pair('rgba(15, 17, 21, 0.5)', 'rgba(0, 0, 0, 0.6)'), // Modal backdrop.
  },
  border: {
    default: pair(grey[200], grey[750]), // Dividers and container outlines (decorative).
    strong: pair(grey[300], grey[700]), // Emphasised dividers, table header rule.
    input: pair(grey[500], grey[400]), // Form control outline (3:1 against its surface).
    inputHover: pair(grey[700], grey[300]), // Form control outline under the pointer.
    danger: pair(red[600], red[300]), // Outline of an invalid form control.
  },
  accent: {
    default: pair(blue[600], blue[300]), // Primary action fill, selected check, active navigation.
    hover: pair(blue[700], blue[200]), // Primary action fill under the pointer.
    pressed: pair(blue[800], blue[100]), // Primary action fill while pressed.
    text: pair(blue[600], blue[300]), // Accent-coloured text and icons on surfaces.
    subtle: pair(blue[50], blue[900]), // Tinted background for accent highlights.
  },
  focus: {
    ring: pair(blue[600], blue[300]), // Keyboard focus outline.
  },
  status: {
    info: {
      bg: pair(blue[50], blue[900]), // Info badge/alert fill.
      text: pair(blue[700], blue[200]), // Info badge/alert text.
      border: pair(blue[300], blue[700]), // Info badge/alert outline.
    },
    success: {
      bg: pair(green[50], green[900]), // Success badge/alert fill.
      text: pair(green[700], green[200]), // Success badge/alert text.
      border: pair(green[300], green[600]), // Success badge/alert outline.
    },
    warning: {
      bg: pair(amber[50], amber[900]), // Warning badge/alert fill.
      text: pair(amber[700], amber[200]), // Warning badge/alert text.
      border: pair(amber[300], amber[600]), // Warning badge/alert outline.
    },
    danger: {
      bg: pair(red[50], red[900]), // Danger badge/alert fill.
      text: pair(red[700], red[200]), // Danger badge/alert text.
      border: pair(red[300], red[600]), // Danger badge/alert outline.
    },
    neutral: {
      bg: pair(grey[100], grey[800]), // Neutral badge fill.
      text: pair(grey[700], grey[200]), // Neutral badge text.
      border: pair(grey[300], grey[600]), // Neutral badge outline.
    },
  },
  // Data visualisation. Every series and ramp colour keeps 3:1 against background.surface in its skin.
  chart: {
    series1: pair(blue[600], blue[300]), // Categorical series 1 (the accent blue; single-series charts).
    series2: pair(orange[700], orange[300]), // Categorical series 2.
    series3: pair(teal[700], teal[300]), // Categorical series 3.
    series4: pair(purple[600], purple[300]), // Categorical series 4.
    series5: pair(magenta[700], magenta[300]), // Categorical series 5.
    series6: pair(lime[700], lime[300]), // Categorical series 6.
    series7: pair(gold[700], gold[300]), // Categorical series 7.
    series8: pair(cyan[700], cyan[300]), // Categorical series 8.
    sequential1: pair(rampLight[1], rampDark[1]), // Sequential scale, lowest step (choropleths).
    sequential2: pair(rampLight[2], rampDark[2]), // Sequential scale, step 2.
    sequential3: pair(rampLight[3], rampDark[3]), // Sequential scale, step 3.
    sequential4: pair(rampLight[4], rampDark[4]), // Sequential scale, step 4.
    sequential5: pair(rampLight[5], rampDark[5]), // Sequential scale, step 5.
    sequential6: pair(rampLight[6], rampDark[6]), // Sequential scale, highest step.
    // Colours by meaning: each stands for one thing in every chart (never for anything else).
    traffic: pair(blue[600], blue[300]), // All traffic: requests, bandwidth.
    cacheHit: pair(teal[700], teal[300]), // Served from cache (cache hits, the hit ratio).
    cacheMiss: pair(orange[700], orange[300]), // Fetched from the origin (cache misses).
    status2xx: pair(green[600], green[300]), // Responses 2xx (success).
    status3xx: pair(purple[600], purple[300]), // Responses 3xx (redirects).
    status4xx: pair(gold[700], gold[300]), // Responses 4xx (client errors).
    status5xx: pair(red[600], red[300]), // Responses 5xx (server errors).
    partial: pair(grey[100], grey[850]), // Behind the intervals whose figures are still being counted.
    noData: pair(grey[150], grey[800]), // Areas without a value (e.g. countries without traffic).
    marker: pair(grey[600], grey[400]), // Event markers and reference lines drawn over a plot.
    selected: pair(grey[900], grey[100]), // Outline and hatching of selected areas (shape, not only colour).
  },
} as const;

// ─── Tier 3: component ────────────────────────────────────────────────────────────────────────────────────
// Component tokens point at semantic pairs (resolved in TS, so each skin block carries final values).
const s = semanticColors;
export const componentColors = {
  button: {
    primaryBg: s.accent.default, // Primary button fill.
    primaryBgHover: s.accent.hover, // Primary button fill under the pointer.
    primaryBgPressed: s.accent.pressed, // Primary button fill while pressed.
    primaryText: s.text.inverse, // Primary button label.
    normalBg: s.background.surface, // Normal button fill.
    normalBgHover: s.background.surfaceHover, // Normal button fill under the pointer.
    normalBorder: s.border.input, // Normal button outline.
    normalText: s.text.primary, // Normal button label.
    dangerBg: pair(red[600], red[300]), // Danger button fill.
    dangerBgHover: pair(red[700], red[200]), // Danger button fill under the pointer.
    dangerText: s.text.inverse, // Danger button label.
  },
  checkbox: {
    checkedBg: s.accent.default, // Checked box fill.
    checkmark: s.text.inverse, // Check glyph on the fill.
  },
} as const;

// ─── Scales (skin independent) ────────────────────────────────────────────────────────────────────────────
export const space = {
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  7: '32px',
  8: '48px',
} as const;

export const fontFamily = {
  sans: "'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif",
  mono: "'JetBrains Mono', ui-monospace, 'SFMono-Regular', monospace",
} as const;

export const fontSize = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  xxl: '24px',
} as const;

export const lineHeight = { tight: '1.25', normal: '1.5' } as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const radius = { sm: '4px', md: '6px', lg: '8px', full: '9999px' } as const;

export const shadows = {
  sm: pair('0 1px 2px rgba(15, 17, 21, 0.08)', '0 1px 2px rgba(0, 0, 0, 0.5)'), // Subtle lift (cards).
  md: pair('0 4px 12px rgba(15, 17, 21, 0.12)', '0 4px 12px rgba(0, 0, 0, 0.6)'), // Menus, popovers.
  lg: pair('0 12px 32px rgba(15, 17, 21, 0.18)', '0 12px 32px rgba(0, 0, 0, 0.7)'), // Dialogs, toasts.
} as const;

export const zIndex = {
  base: '0',
  sticky: '100',
  dropdown: '1000',
  overlay: '1100',
  modal: '1200',
  toast: '1300',
  tooltip: '1400',
} as const;

export const motion = {
  durationFast: '100ms',
  durationNormal: '200ms',
  durationSlow: '300ms',
  easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const breakpoints = { sm: 640, md: 960, lg: 1280 } as const;

// ─── CSS variable names and the typed `vars` map ──────────────────────────────────────────────────────────
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type PairTree = { [key: string]: ColorPair | PairTree };
type ValueTree = { readonly [key: string]: string };
type VarsOfPairs<T> = { readonly [K in keyof T]: T[K] extends ColorPair ? string : VarsOfPairs<T[K]> };
type VarsOfValues<T> = { readonly [K in keyof T]: string };

const isPair = (v: unknown): v is ColorPair =>
  typeof v === 'object' && v !== null && 'light' in v && 'dark' in v && Object.keys(v).length === 2;

function pairVars<T extends PairTree>(tree: T, prefix: string): VarsOfPairs<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(tree)) {
    const name = `${prefix}-${kebab(k)}`;
    out[k] = isPair(v) ? `var(${name})` : pairVars(v, name);
  }
  return out as VarsOfPairs<T>;
}

function valueVars<T extends ValueTree>(tree: T, prefix: string): VarsOfValues<T> {
  const out: Record<string, string> = {};
  for (const k of Object.keys(tree)) out[k] = `var(${prefix}-${kebab(k)})`;
  return out as VarsOfValues<T>;
}

function collectPairs(tree: PairTree, prefix: string, skin: keyof ColorPair, acc: string[]): string[] {
  for (const [k, v] of Object.entries(tree)) {
    const name = `${prefix}-${kebab(k)}`;
    if (isPair(v)) acc.push(`${name}: ${v[skin]};`);
    else collectPairs(v, name, skin, acc);
  }
  return acc;
}

function collectValues(tree: ValueTree, prefix: string, acc: string[]): string[] {
  for (const [k, v] of Object.entries(tree)) acc.push(`${prefix}-${kebab(k)}: ${v};`);
  return acc;
}

/** Typed references to every token, e.g. `vars.color.text.primary === 'var(--color-text-primary)'`. */
export const vars = {
  color: {
    ...pairVars(semanticColors, '--color'),
    ...pairVars(componentColors, '--color'),
  },
  space: valueVars(space, '--space'),
  fontFamily: valueVars(fontFamily, '--font-family'),
  fontSize: valueVars(fontSize, '--font-size'),
  lineHeight: valueVars(lineHeight, '--line-height'),
  fontWeight: valueVars(fontWeight, '--font-weight'),
  radius: valueVars(radius, '--radius'),
  shadow: pairVars(shadows, '--shadow'),
  z: valueVars(zIndex, '--z'),
  motion: valueVars(motion, '--motion'),
  focusRing: 'var(--focus-ring)',
} as const;

/** Alias: the spec calls the map `cssVar`. */
export const cssVar = vars;

export type Skin = keyof ColorPair;

function skinDeclarations(skin: Skin): string[] {
  const acc: string[] = [];
  collectPairs(semanticColors, '--color', skin, acc);
  collectPairs(componentColors, '--color', skin, acc);
  collectPairs(shadows, '--shadow', skin, acc);
  acc.push(
    `--focus-ring: 0 0 0 2px ${semanticColors.background.surface[skin]}, 0 0 0 4px ${semanticColors.focus.ring[skin]};`,
  );
  acc.push(`color-scheme: ${skin};`);
  return acc;
}

function scaleDeclarations(): string[] {
  const acc: string[] = [];
  collectValues(space, '--space', acc);
  collectValues(fontFamily, '--font-family', acc);
  collectValues(fontSize, '--font-size', acc);
  collectValues(lineHeight, '--line-height', acc);
  collectValues(fontWeight, '--font-weight', acc);
  collectValues(radius, '--radius', acc);
  collectValues(zIndex, '--z', acc);
  collectValues(motion, '--motion', acc);
  return acc;
}

const block = (selector: string, decls: string[]) => `${selector} {\n  ${decls.join('\n  ')}\n}`;

/**
 * The CSS that defines every token: light under `:root` and any `[data-theme="light"]` element, dark under any
 * `[data-theme="dark"]` element (html or a nested wrapper, as the Storybook side-by-side view uses), and
 * zero-length motion when the user prefers reduced motion.
 */
export const themeCss = [
  block(':root', scaleDeclarations()),
  block(':root, [data-theme="light"]', skinDeclarations('light')),
  block('[data-theme="dark"]', skinDeclarations('dark')),
  `@media (prefers-reduced-motion: reduce) {\n${block(':root, [data-theme]', [
    '--motion-duration-fast: 0ms;',
    '--motion-duration-normal: 0ms;',
    '--motion-duration-slow: 0ms;',
  ])}\n}`,
].join('\n\n');
