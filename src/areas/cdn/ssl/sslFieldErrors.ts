// Server field errors (`/body/<field>`, `/body/domains/<i>`) as one message per form field, so each lands on
// its field and nothing the user typed is lost.
import { isApiError } from '../../../api/errors';

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldMessages<F> {
  const found: FieldMessages<F> = {};
  if (!isApiError(error)) return found;
  for (const { path, message } of error.fieldErrors) {
    const field = path.replace(/^\/body/, '').split('/')[1] as F | undefined;
    if (field && fields.includes(field) && !found[field]) found[field] = message;
  }
  return found;
}
