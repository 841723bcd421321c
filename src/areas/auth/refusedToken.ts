// Whether a failed one-time-link call was refused because of the link's token (unknown, used, expired or
// malformed): the server answers 400 with a field error on /body/token. Such a link cannot work again, so
// the page drops its form; any other failure (a weak password, too many tries, the network) keeps it.
import { isApiError } from '../../api/errors';

export function isRefusedToken(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 400 &&
    error.fieldErrors.some((field) => /^(\/body)?\/token(\/|$)/.test(field.path))
  );
}
