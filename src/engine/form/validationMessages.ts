// Ajv's refusals of a form's values as the sentences a field shows. One sentence per field: a value can fail
// several keywords at once (a URL field's `format` and `pattern`), and two glued messages read as noise, so
// the one that says most about what to fix is kept (what is missing, then the value's kind and format, then
// its size). Each message comes from, in order:
//   resources:<resource>.errors.<path>.<keyword>     the field's own wording (a pattern says what it allows)
//   forms:validation.formats.<format>                one sentence per string format ("Enter an email address…")
//   forms:validation.<keyword>                       the generic sentence of the keyword
// The keyword sentences live with the console's form catalogue; the two the hand-written sign-in forms share
// (required, maxLength) stay in errors:validation, which the first page bundles, and are read from there.
import type { RJSFValidationError } from '@rjsf/utils';
import type { TFunction, i18n as I18n } from 'i18next';
import { fieldErrorKey } from '../labels';

/** Ajv keywords with a generic sentence, in the order a field's one message is chosen. */
export const keywordPrecedence: readonly string[] = [
  'required',
  'type',
  'const',
  'enum',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
];

/** Keywords whose sentence depends on a number of things ("at least one entry", "at least 3 entries"). */
const counted = new Set(['minItems', 'maxItems', 'minProperties', 'maxProperties']);

/** The field path of an error (`.targets.0.cdn_id` → targets, cdn_id): array indexes are not part of it. */
export function errorPath(property: string | undefined): string[] {
  return (property ?? '')
    .replace(/\[['"]?([^\]'"]+)['"]?\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '' && !/^\d+$/.test(part));
}

export interface MessageContext {
  t: TFunction;
  i18n: I18n;
  /** The resource whose catalogue may word the field's errors itself. */
  resource?: string;
}

/** The sentence of one error. */
export function validationMessage(error: RJSFValidationError, { t, i18n, resource }: MessageContext): string {
  const keyword = error.name ?? '';
  const params = (error.params ?? {}) as Record<string, unknown>;
  const limit = params.limit ?? params.multipleOf;
  const values = { limit, ...(counted.has(keyword) ? { count: Number(limit) } : {}) };
  if (resource) {
    const own = fieldErrorKey(resource, errorPath(error.property), keyword);
    if (i18n.exists(own)) return t(own, values);
  }
  if (keyword === 'format' && typeof params.format === 'string') {
    const format = `forms:validation.formats.${params.format}`;
    if (i18n.exists(format)) return t(format);
  }
  const generic = keywordPrecedence.includes(keyword) ? keyword : 'invalid';
  return t([`forms:validation.${generic}`, `errors:validation.${generic}`], values);
}

/** The errors with their sentences, one per field (the first of `keywordPrecedence`). */
export function translateErrors(
  errors: readonly RJSFValidationError[],
  context: MessageContext,
): RJSFValidationError[] {
  const rank = (error: RJSFValidationError) => {
    const at = keywordPrecedence.indexOf(error.name ?? '');
    return at < 0 ? keywordPrecedence.length : at;
  };
  const chosen = new Map<string, RJSFValidationError>();
  for (const error of errors) {
    // "must match the then/else schema" only repeats the errors of that branch, which name their fields.
    if (error.name === 'if') continue;
    const property = error.property ?? '';
    const current = chosen.get(property);
    if (!current || rank(error) < rank(current)) chosen.set(property, error);
  }
  return errors
    .filter((error) => chosen.get(error.property ?? '') === error)
    .map((error) => ({ ...error, message: validationMessage(error, context) }));
}

/**
 * Errors in the order their fields are shown (`ui:order`, else the schema's), so focus moves to the first
 * field in error on screen — Ajv reports a conditional requirement (if/then/else) after the others.
 */
export function inFieldOrder(errors: RJSFValidationError[], order: readonly string[]): RJSFValidationError[] {
  const rank = (error: RJSFValidationError) => {
    const at = order.indexOf(errorPath(error.property)[0] ?? '');
    return at < 0 ? order.length : at;
  };
  return errors
    .map((error, index) => ({ error, index, rank: rank(error) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ error }) => error);
}
