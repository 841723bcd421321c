// The request headers of a write, spelled once for every call of the console: the ETag a record was read at
// (If-Match, a stale one answers 412) and the key that makes a retried write happen once (Idempotency-Key).

/** `If-Match` when the record was read with an ETag; nothing otherwise. */
export function ifMatchHeader(ifMatch: string | undefined): Record<string, string> {
  return ifMatch ? { 'If-Match': ifMatch } : {};
}

/** `If-Match` and `Idempotency-Key`, each only when given. */
export function writeHeaders(ctx: { ifMatch?: string; idempotencyKey?: string }): Record<string, string> {
  return {
    ...ifMatchHeader(ctx.ifMatch),
    ...(ctx.idempotencyKey ? { 'Idempotency-Key': ctx.idempotencyKey } : {}),
  };
}
