// External identity providers: handlers for the main backend (administration, callback) and the auth
// backend (public list, start). Registered with one spread line in main/index.ts and auth/index.ts.
import type { RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../context.js';
import { idpAdminHandlers } from './admin.js';
import { idpLoginHandlers } from './login.js';

export function idpMainHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const { completeIdpLogin } = idpLoginHandlers(services);
  return { ...idpAdminHandlers(services), completeIdpLogin } as Record<string, RouteHandlerMethod>;
}

export function idpAuthHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  const { listTenantIdentityProviders, startIdpLogin } = idpLoginHandlers(services);
  return { listTenantIdentityProviders, startIdpLogin } as Record<string, RouteHandlerMethod>;
}
