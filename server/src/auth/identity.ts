// The identity operations of each backend, gathered for the handler factories: auth (registration, mail
// links, short-token sign-in, dev outbox) and main (own password change, operator short tokens).
import type { RouteHandlerMethod } from 'fastify';
import type { AppServices } from '../context.js';
import { devOutboxHandlers } from '../mail/outbox.js';
import { mailLinkHandlers } from './mail-links.js';
import { passwordChangeHandlers } from './password-change.js';
import { registrationHandlers } from './registration.js';
import { shortTokenAdminHandlers, shortTokenAuthHandlers } from './short-tokens.js';

export function identityHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  return {
    ...registrationHandlers(services),
    ...mailLinkHandlers(services),
    ...shortTokenAuthHandlers(services),
    ...devOutboxHandlers(services),
  } as Record<string, RouteHandlerMethod>;
}

export function identityMainHandlers(services: AppServices): Record<string, RouteHandlerMethod> {
  return {
    ...passwordChangeHandlers(services),
    ...shortTokenAdminHandlers(services),
  } as Record<string, RouteHandlerMethod>;
}
