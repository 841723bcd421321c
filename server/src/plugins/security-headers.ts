// Security headers on every response, set before anything else runs so errors carry them too.
// Scripts load only from this origin (no inline script, no eval). Styles: this origin, plus — on the console
// page — the <style> elements styled-components writes, allowed by a nonce minted per page load (it reads
// the nonce from <meta property="csp-nonce">). No 'unsafe-inline' anywhere.
// Test servers may collect violation reports (reportCspViolations, below); the product server never does.
import type { FastifyInstance } from 'fastify';
import { jsonDepthExceeds } from './json-body.js';

/** Where a test server collects CSP violation reports (tests/fixtures/server.ts with CSP_REPORT_FILE). */
export interface CspReporting {
  /** Same-origin path the browser posts reports to (`report-uri`), e.g. /csp-report. */
  path: string;
  /** Each report as received: the parsed JSON body and its content type. */
  onReport: (report: unknown, contentType: string) => void;
}

let cspReporting: CspReporting | undefined;

/**
 * Test servers only, before buildApp: every CSP this process sends names `report-uri <path>`, and
 * installSecurityHeaders serves POST <path> (`application/csp-report`, `application/reports+json`). Only
 * `report-uri`, no `report-to`: Chromium ignores report-uri when report-to is present and delivers Reporting
 * API reports late, in batches, so a run could end before they arrive. `undefined` turns it off again.
 */
export function reportCspViolations(reporting: CspReporting | undefined): void {
  cspReporting = reporting;
}

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
    ...(cspReporting ? [`report-uri ${cspReporting.path}`] : []),
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

/** The violation reports' endpoint of a test server (reportCspViolations); its parsers stay in its own scope. */
function installCspReportRoute(app: FastifyInstance, reporting: CspReporting): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        try {
          if (jsonDepthExceeds(body as string)) throw new SyntaxError('nested too deeply');
          done(null, JSON.parse(body as string));
        } catch {
          done(null, { unparsed: String(body).slice(0, 2000) });
        }
      },
    );
    scope.post(reporting.path, async (request, reply) => {
      reporting.onReport(request.body, String(request.headers['content-type'] ?? ''));
      return reply.code(204).send();
    });
  });
}

/**
 * The headers every answer carries, as this process sends them: built at the call rather than at import, since
 * a test server's reportCspViolations adds its report-uri before buildApp.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  return cspReporting
    ? { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy() }
    : SECURITY_HEADERS;
}

export function installSecurityHeaders(app: FastifyInstance): void {
  const entries = Object.entries(securityHeaders());
  if (cspReporting) installCspReportRoute(app, cspReporting);
  // Both hooks run on every answer, so they are callback-style (no promise per request) and walk one array
  // built once.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of entries) reply.header(name, value);
    reply.header('x-request-id', request.id);
    done();
  });
  // Again just before sending, for answers that never ran onRequest (fastify's own early refusals) or whose
  // headers a plugin replaced; what a route set on purpose (the console page's nonce CSP) stays.
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of entries) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('x-request-id')) reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
