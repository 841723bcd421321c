// The client middleware, written once and shared by every backend's openapi-fetch client (SPEC §4, §8, §9):
// - headers: bearer token, resource group, project, login type (main), Idempotency-Key on writes;
// - an identical in-flight request cancels the earlier one, which resolves as a typed "cancelled" result;
// - a loading event around every request (the WAF client's ends 500 ms after the response);
// - timeouts on setTimeout + AbortController (fake clocks drive them), covering the answer's body too;
// - 401 for the access token a request carried renews the token (one exchange for every tab) and replays the
//   request once; a 401 that stands (no renewal, or the replay refused too) ends the session once;
// - 403 on the WAF client opens the not-authorized page;
// - network failures and 5xx answers feed the error-state store; thrown failures become one ApiError.
import type { Middleware } from 'openapi-fetch';
import { ApiError, networkError, timeoutError } from './errors';
import { getAccessToken, getLoginType, getProjectId, getResourceGroupId } from './session';
import { readWhole } from './abortable';
import { cancelledResponse, isCancelledResponse, noteReplacement } from './cancelled';
import { expireSession, type SessionExpiryHooks } from './expiry';
import { startLoading } from './loading';
import { reportAnswer, reportNetworkError } from './health';
import { isWrite, newIdempotencyKey, requestKey, RetryKeys } from './requestKey';
import { timeoutFor, type TimeoutRule } from './timeouts';
import type { TokenRenewal } from './renewal';
import { keepForReplay, renewAndReplay, type Replayable } from './replay';

export {
  expireSession,
  isSessionExpiring,
  resetSessionExpiry,
  sessionExpiryDelayMs,
  type SessionExpiryHooks,
} from './expiry';
export { timeouts, timeoutFor, baseTimeoutRules, type TimeoutRule } from './timeouts';

export const idempotencyHeader = 'Idempotency-Key';

export interface MiddlewareOptions {
  /** The backend's name, carried by the loading events. */
  backend: string;
  /** Timeout rules (first match wins; unmatched calls get the 60 s default). */
  timeoutRules: readonly TimeoutRule[];
  /** Send X-Login-Type (the main client does). */
  sendLoginType?: boolean;
  /** OpenAPI paths whose 401 is an answer, not an expired session (the auth backend's /login, /logout). */
  unauthorizedIsAnswer?: readonly string[];
  /**
   * The tab's token renewal: a 401 for the stored access token renews it and replays the request. Without it,
   * every 401 ends the session at once.
   */
  renewal?: TokenRenewal;
  /**
   * OpenAPI paths that neither wait for a renewal nor renew on 401: the refresh call itself (its 401 is a refused
   * refresh token, and it runs inside the renewal).
   */
  noRenewal?: readonly string[];
  /** Keep the loading indicator on this long after the response (the WAF client: 500 ms). */
  loadingEndDelayMs?: number;
  /** What to do on 401. */
  expiry: () => SessionExpiryHooks;
  /** Called on 403 when the client shows the not-authorized page (the WAF client). */
  onForbiddenPage?: () => void;
}

interface InFlight {
  key: string;
  controller: AbortController;
  timer: ReturnType<typeof setTimeout>;
  endLoading: () => void;
  idempotencyKey: string | undefined;
  timedOut: boolean;
  superseded: boolean;
  /** What a replay after a renewal needs: set when the request carried the stored access token. */
  replay: Replayable | undefined;
  /** Resolves once the request has settled (answered, failed or cancelled). */
  settled: Promise<void>;
  markSettled: () => void;
}

/** The scope headers, and the stored access token when this request carries it. */
function scopeHeaders(
  request: Request,
  sendLoginType: boolean,
): { headers: Headers; carried: string | undefined } {
  const headers = new Headers(request.headers);
  const token = getAccessToken();
  let carried: string | undefined;
  if (token && !headers.has('Authorization')) {
    headers.set('Authorization', `Bearer ${token}`);
    carried = token;
  }
  const group = getResourceGroupId();
  if (group) headers.set('X-Resource-Group-Id', group);
  const project = getProjectId();
  if (project) headers.set('X-Project-Id', project);
  if (sendLoginType) {
    const loginType = getLoginType();
    if (loginType) headers.set('X-Login-Type', loginType);
  }
  return { headers, carried };
}

export function createMiddleware(options: MiddlewareOptions): Middleware {
  const byId = new Map<string, InFlight>();
  const byKey = new Map<string, InFlight>();
  const retryKeys = new RetryKeys();
  const answers401 = options.unauthorizedIsAnswer ?? [];
  const noRenewal = options.noRenewal ?? [];
  const { renewal } = options;
  const renews = (schemaPath: string) => !answers401.includes(schemaPath) && !noRenewal.includes(schemaPath);

  const settle = (id: string): InFlight | undefined => {
    const entry = byId.get(id);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    byId.delete(id);
    if (byKey.get(entry.key) === entry) byKey.delete(entry.key);
    entry.endLoading();
    entry.markSettled();
    return entry;
  };

  /** A write that did not finish keeps its key for its repeat. */
  const keepKeyForRepeat = (entry: InFlight) => {
    if (entry.idempotencyKey) retryKeys.remember(entry.key, entry.idempotencyKey);
  };

  /** A request (or its body) that failed: timed out, cancelled by its repeat or its caller, or lost. */
  const failure = (id: string, error: unknown): ApiError | Response => {
    const entry = settle(id);
    if (error instanceof ApiError) return error;
    if (entry?.superseded) return cancelledResponse();
    if (entry) keepKeyForRepeat(entry);
    if (entry?.timedOut) return timeoutError();
    if (entry?.controller.signal.aborted) return cancelledResponse();
    reportNetworkError();
    return networkError(error);
  };

  return {
    async onRequest({ request, schemaPath, id }) {
      // A renewal under way (a 401 elsewhere, the tab coming back): send the renewed token, not the old one.
      const renewing = renews(schemaPath) ? renewal?.inProgress() : undefined;
      if (renewing) await renewing;
      const { headers, carried } = scopeHeaders(request, options.sendLoginType === true);
      const key = await requestKey(request);

      const earlier = byKey.get(key);
      if (earlier) {
        earlier.superseded = true;
        earlier.controller.abort();
      }

      let idempotencyKey: string | undefined;
      if (isWrite(request.method)) {
        retryKeys.forgetRelated(key);
        idempotencyKey =
          headers.get(idempotencyHeader) ??
          earlier?.idempotencyKey ??
          retryKeys.take(key) ??
          newIdempotencyKey();
        headers.set(idempotencyHeader, idempotencyKey);
      }

      const controller = new AbortController();
      let markSettled = () => {};
      const settled = new Promise<void>((resolve) => {
        markSettled = resolve;
      });
      const entry: InFlight = {
        key,
        controller,
        idempotencyKey,
        timedOut: false,
        superseded: false,
        replay: undefined,
        settled,
        markSettled,
        endLoading: startLoading(options.backend, options.loadingEndDelayMs),
        timer: setTimeout(
          () => {
            entry.timedOut = true;
            controller.abort();
          },
          timeoutFor(options.timeoutRules, request.method, schemaPath),
        ),
      };
      byId.set(id, entry);
      byKey.set(key, entry);
      if (earlier) noteReplacement(settled);

      const callerSignal = request.signal;
      if (callerSignal.aborted) controller.abort();
      else callerSignal.addEventListener('abort', () => controller.abort(), { once: true });
      const sent = new Request(request, { headers, signal: controller.signal });
      if (renewal && carried && renews(schemaPath)) entry.replay = keepForReplay(sent, carried);
      return sent;
    },

    async onResponse({ response, schemaPath, id, options: fetchOptions }) {
      if (isCancelledResponse(response)) return undefined;
      const running = byId.get(id);
      let answer = response;
      // The timeout (and a repeat's cancel) covers the body too: it is read here, before the timer stops.
      if (running && !running.superseded) {
        try {
          answer = await readWhole(response, running.controller.signal);
          // Renewal and replay run inside the request: its timeout, repeat and caller still end it.
          if (answer.status === 401 && running.replay && renewal) {
            const replayed = await renewAndReplay(running.replay, renewal, fetchOptions.fetch);
            if (replayed) answer = await readWhole(replayed, running.controller.signal);
          }
        } catch (error) {
          const failed = failure(id, error);
          if (failed instanceof Response) return failed;
          throw failed;
        }
      }
      const entry = settle(id);
      // A fake (or slow-to-abort) fetch may still answer a request its repeat replaced.
      if (entry?.superseded) return cancelledResponse();
      reportAnswer(answer.status);
      if (answer.status === 401 && !answers401.includes(schemaPath)) expireSession(options.expiry());
      if (answer.status === 403) options.onForbiddenPage?.();
      return answer === response ? undefined : answer;
    },

    onError({ error, id }) {
      return failure(id, error);
    },
  };
}
