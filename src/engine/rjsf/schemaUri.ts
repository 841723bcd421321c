// What rjsf asks of a URI library: resolve a `$ref` against the `$id` it sits under, and tell whether two ids
// name the same schema. The browser's URL does both for the absolute `$id`s our bundled schemas carry
// (https://schemas.console.local/…); the general-purpose URI library rjsf imports for it weighs ~7 KiB gzip on
// every form page. scripts/vite-library-imports.ts gives rjsf this module instead; schemaUri.test.ts holds it to
// that library's answers for every `$id` and `$ref` of the bundled schemas.

/** `ref` resolved against `base` (RFC 3986 §5), or `ref` itself when `base` is not an absolute URI. */
function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

/** The URI in normal form (scheme and host lower-cased, empty path as "/"), or the text itself when not a URI. */
function normal(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

/** Whether two URIs name the same resource after normalisation. */
function equal(a: string, b: string): boolean {
  return normal(a) === normal(b);
}

export default { resolve, equal };
