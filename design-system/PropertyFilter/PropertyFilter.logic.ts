// Pure logic of the property filter: parsing the typed text, suggestions, tokens. No React, no strings of its own.

export type PropertyFilterOperator = '=' | '!=' | ':' | '!:';

export interface PropertyFilterOption {
  value: string;
  label: string;
}

export interface PropertyFilterProperty {
  key: string;
  label: string;
  operators: readonly PropertyFilterOperator[];
  values?: readonly PropertyFilterOption[];
}

/** A filter token; free text has no `propertyKey` (and the ':' operator). */
export interface PropertyFilterToken {
  propertyKey?: string;
  operator: PropertyFilterOperator;
  value: string;
}

export type ParsedFilterText =
  | { phase: 'property'; text: string }
  | { phase: 'operator'; property: PropertyFilterProperty; text: string }
  | { phase: 'value'; property: PropertyFilterProperty; operator: PropertyFilterOperator; text: string };

const byLengthDesc = (a: string, b: string) => b.length - a.length;

/** Reads "Status = act" as property Status, operator '=', value text "act"; falls back to free text. */
export function parseFilterText(
  text: string,
  properties: readonly PropertyFilterProperty[],
): ParsedFilterText {
  const lower = text.toLowerCase();
  const sorted = [...properties].sort((a, b) => byLengthDesc(a.label, b.label));
  for (const property of sorted) {
    const label = property.label.toLowerCase();
    if (!lower.startsWith(label)) continue;
    const next = text.charAt(label.length);
    if (next !== '' && next !== ' ' && !'=!:'.includes(next)) continue;
    const rest = text.slice(label.length).trimStart();
    const operators = [...property.operators].sort(byLengthDesc);
    const operator = operators.find((op) => rest.startsWith(op));
    if (operator) {
      return { phase: 'value', property, operator, text: rest.slice(operator.length).trimStart() };
    }
    if (rest === '' || operators.some((op) => op.startsWith(rest))) {
      return { phase: 'operator', property, text: rest };
    }
  }
  return { phase: 'property', text };
}

export type SuggestionKind = 'property' | 'operator' | 'value' | 'free';

export interface FilterSuggestion {
  id: string;
  kind: SuggestionKind;
  /** What the option shows (and its type-ahead text). */
  label: string;
  /** Text the input gets when a property or operator is chosen. */
  nextText?: string;
  /** The token a value or free-text option creates. */
  token?: PropertyFilterToken;
  operator?: PropertyFilterOperator;
}

const includes = (haystack: string, needle: string) =>
  haystack.toLowerCase().includes(needle.trim().toLowerCase());

/**
 * The options to offer for the typed text. `useText` words the free-text option (e.g. t => `Use: "${t}"`);
 * `freeText: false` offers none (a filter of properties only: the list has no text search).
 */
export function filterSuggestions(
  text: string,
  properties: readonly PropertyFilterProperty[],
  useText: (text: string) => string,
  { freeText = true }: { freeText?: boolean } = {},
): FilterSuggestion[] {
  const parsed = parseFilterText(text, properties);
  if (parsed.phase === 'property') {
    const out: FilterSuggestion[] = properties
      .filter((p) => includes(p.label, parsed.text))
      .map((p) => ({ id: `p:${p.key}`, kind: 'property', label: p.label, nextText: `${p.label} ` }));
    const free = parsed.text.trim();
    if (free && freeText)
      out.push({ id: 'free', kind: 'free', label: useText(free), token: { operator: ':', value: free } });
    return out;
  }
  const { property } = parsed;
  if (parsed.phase === 'operator') {
    return property.operators
      .filter((op) => op.startsWith(parsed.text))
      .map((op) => ({
        id: `o:${property.key}:${op}`,
        kind: 'operator',
        label: `${property.label} ${op}`,
        operator: op,
        nextText: `${property.label} ${op} `,
      }));
  }
  const { operator } = parsed;
  const out: FilterSuggestion[] = (property.values ?? [])
    .filter((v) => includes(v.label, parsed.text))
    .map((v) => ({
      id: `v:${property.key}:${operator}:${v.value}`,
      kind: 'value',
      label: `${property.label} ${operator} ${v.label}`,
      token: { propertyKey: property.key, operator, value: v.value },
    }));
  const value = parsed.text.trim();
  const exact = (property.values ?? []).some((v) => v.label.toLowerCase() === value.toLowerCase());
  if (value && !exact) {
    out.push({
      id: 'free',
      kind: 'free',
      label: useText(`${property.label} ${operator} ${value}`),
      token: { propertyKey: property.key, operator, value },
    });
  }
  return out;
}

/**
 * The token Enter creates from the typed text (no option chosen), or null for blank or incomplete text — and
 * for free text when `freeText` is false.
 */
export function tokenFromText(
  text: string,
  properties: readonly PropertyFilterProperty[],
  { freeText = true }: { freeText?: boolean } = {},
): PropertyFilterToken | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const parsed = parseFilterText(trimmed, properties);
  if (parsed.phase === 'value') {
    const value = parsed.text.trim();
    if (!value) return null;
    const option = parsed.property.values?.find((v) => v.label.toLowerCase() === value.toLowerCase());
    return {
      propertyKey: parsed.property.key,
      operator: parsed.operator,
      value: option ? option.value : value,
    };
  }
  return freeText ? { operator: ':', value: trimmed } : null;
}

/** The text a token shows, e.g. "Status = Active"; free text shows as typed. */
export function formatToken(
  token: PropertyFilterToken,
  properties: readonly PropertyFilterProperty[],
): string {
  if (token.propertyKey === undefined) return token.value;
  const property = properties.find((p) => p.key === token.propertyKey);
  if (!property) return `${token.propertyKey} ${token.operator} ${token.value}`;
  const valueLabel = property.values?.find((v) => v.value === token.value)?.label ?? token.value;
  return `${property.label} ${token.operator} ${valueLabel}`;
}

const sameToken = (a: PropertyFilterToken, b: PropertyFilterToken) =>
  a.propertyKey === b.propertyKey && a.operator === b.operator && a.value === b.value;

/** Adds a token unless an equal one is already there. */
export function addToken(
  tokens: readonly PropertyFilterToken[],
  token: PropertyFilterToken,
): PropertyFilterToken[] {
  return tokens.some((t) => sameToken(t, token)) ? [...tokens] : [...tokens, token];
}
