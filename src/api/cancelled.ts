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

/**
 * Requests that replaced an identical one still in flight, until they answer. The caller whose read was
 * replaced learns nothing from the replacement's answer (it went to another caller: a dialog reading what a
 * list also reads); once these have settled it can read again without replacing them in turn.
 */
const replacements = new Set<Promise<unknown>>();

export function noteReplacement(settled: Promise<unknown>): void {
  replacements.add(settled);
  void settled.finally(() => replacements.delete(settled));
}

/** Settles when every replacing request in flight now has answered; undefined when none is in flight. */
export function replacementsSettled(): Promise<void> | undefined {
  if (!replacements.size) return undefined;
  return Promise.allSettled([...replacements]).then(() => undefined);
}

/**
 * Data built from several answers: the marker when any of them was cancelled (typed as the data: check with
 * `isCancelled`), so that a half-built result (a count of zero, an empty list) never reaches the screen.
 */
export function allOrCancelled<T>(answers: readonly unknown[], build: () => T): T {
  return answers.some(isCancelled) ? (cancelledResult as T) : build();
}
