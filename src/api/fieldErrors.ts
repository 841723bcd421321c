// Server field errors in the shape the engine maps onto form fields (src/engine/rjsf/ResourceForm.tsx,
// `serverErrorSchema`): `{path, message}` with `path` a JSON pointer such as "/body/name" or "/items/0/host".
// Servers also answer "body.name", "items[0].host" or "name"; all become pointers here.

export interface FieldError {
  /** JSON pointer of the field ("" for the whole form). */
  path: string;
  message: string;
}

/** "body.items[0].host", "/body/items/0/host" or "items.0.host" → "/body/items/0/host" / "/items/0/host". */
export function toJsonPointer(path: string): string {
  const trimmed = path.trim();
  if (trimmed === '' || trimmed === '/') return '';
  if (trimmed.startsWith('/')) return trimmed;
  const parts = trimmed
    .replace(/\[(\w+)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '');
  return `/${parts.join('/')}`;
}

/** The `errors` member of an error envelope → field errors (anything malformed is skipped). */
export function toFieldErrors(errors: unknown): FieldError[] {
  if (!Array.isArray(errors)) return [];
  const result: FieldError[] = [];
  for (const entry of errors) {
    if (!entry || typeof entry !== 'object') continue;
    const { path, message, field } = entry as Record<string, unknown>;
    const where = typeof path === 'string' ? path : typeof field === 'string' ? field : '';
    if (typeof message !== 'string' || message === '') continue;
    result.push({ path: toJsonPointer(where), message });
  }
  return result;
}
