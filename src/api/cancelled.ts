// A request cancelled by its identical repeat (or by its caller) does not fail: openapi-fetch resolves it
// with a synthetic, marked response, and the adapters turn that into a typed "cancelled" empty result, so no
// error toast and no empty state is shown for it (SPEC §8 "Cancelled request: resolves as an empty result").

const marked = new WeakSet<Response>();

/** The response a cancelled request resolves with (204: openapi-fetch reads no body). */
export function cancelledResponse(): Response {
  const response = new Response(null, { status: 204, statusText: 'Cancelled' });
  marked.add(response);
  return response;
}

/** Whether a response is the marker of a cancelled request (only ever created here, never by a server). */
export function isCancelledResponse(response: Response): boolean {
  return marked.has(response);
}

/** The typed empty result of a cancelled call. */
export interface Cancelled {
  readonly cancelled: true;
}

export const cancelledResult: Cancelled = Object.freeze({ cancelled: true as const });

export function isCancelled(value: unknown): value is Cancelled {
  return !!value && typeof value === 'object' && (value as Partial<Cancelled>).cancelled === true;
}
