// The WAF backend (/api/waf): so far the short-token exchange for the WAF client.
import type { RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../context.js';
import { wafTokenHandlers } from './users-token.js';

export { verifyWafClientToken } from './users-token.js';

export function wafHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  return { ...wafTokenHandlers(services) } as Record<string, RouteHandlerMethod>;
}
