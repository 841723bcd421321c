// Security headers on every response, set before anything else runs so errors carry them too.
// Scripts load only from this origin (no inline script, no eval). Styles: this origin, plus — on the console
// page — the <style> elements styled-components writes, allowed by a nonce minted per page load (it reads
// the nonce from <meta property="csp-nonce">). No 'unsafe-inline' anywhere.
import type { FastifyInstance } from 'fastify';

export function contentSecurityPolicy(styleNonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
  });
  // Again just before sending, for answers that never ran onRequest (fastify's own early refusals) or whose
  // headers a plugin replaced; what a route set on purpose (the console page's nonce CSP) stays.
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('x-request-id')) reply.header('x-request-id', request.id);
    return payload;
  });
}
