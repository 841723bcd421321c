// What the IdP handlers of both backends share per app: the secret box, the discovery cache, the outbound
// policy and a limiter for anonymous sign-in calls. One per AppServices, made on first use.
import { RateLimiter } from '../auth/rate-limit.js';
import type { AppServices } from '../context.js';
import { badRequest } from '../errors.js';
import { DiscoveryCache } from './metadata.js';
import { OutboundError } from './outbound.js';
import type { OutboundPolicy } from './outbound.js';
import { IDP_KEY_INFO, SecretBox } from './secret-box.js';

export interface IdpRuntime {
  box: SecretBox;
  discovery: DiscoveryCache;
  policy: OutboundPolicy;
  /** Anonymous starts and failed callbacks per IP. */
  limiter: RateLimiter;
}

const runtimes = new WeakMap<AppServices, IdpRuntime>();

export function idpRuntime(services: AppServices): IdpRuntime {
  let r = runtimes.get(services);
  if (!r) {
    let box: SecretBox | undefined;
    r = {
      // Made on first use: handler factories run without live services in the contract test.
      get box() {
        box ??= new SecretBox(services.tokens.deriveKey(IDP_KEY_INFO));
        return box;
      },
      discovery: new DiscoveryCache(),
      // Read at each request, so a test (or an operator tool) may change the setting on a running app.
      policy: {
        get allowedOrigins() {
          return services.settings.idpAllowedOrigins;
        },
      },
      limiter: new RateLimiter(services.db, 'idp', { maxFailures: 30, windowMs: 5 * 60_000 }, () =>
        services.clock().getTime(),
      ),
    };
    runtimes.set(services, r);
  }
  return r;
}

/** An outbound failure as the 400 the contract names (field path /body/metadata_url). */
export function metadataError(err: unknown): unknown {
  if (err instanceof OutboundError)
    return badRequest(`The metadata could not be read: ${err.message}`, [
      { path: '/body/metadata_url', message: err.message },
    ]);
  return err;
}

/**
 * Where a provider sends the browser back: the console's public URL (public-url.ts), never the request's Host
 * or X-Forwarded-* headers, so a forged Host cannot send a sign-in's code to another server.
 */
export function redirectUriFor(publicUrl: string, idpId: string): string {
  return `${publicUrl}/${idpId}/callback`;
}
