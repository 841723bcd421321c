// What a 404 or not-authorized page reads from its address (redirect.ts's `deniedPageHref` writes it): apart,
// so the console's first load does not carry it.
import { sanitizeNext } from './redirect';

/** What a 404 or not-authorized page was given: a safe same-origin `from`, a permission resource `need`. */
export function readDeniedPageQuery(search: string): { from?: string; need?: string } {
  const query = new URLSearchParams(search);
  const from = sanitizeNext(query.get('from'));
  const need = query.get('need');
  return {
    ...(from ? { from } : {}),
    ...(need && /^[a-z][a-z0-9-]*$/.test(need) ? { need } : {}),
  };
}
